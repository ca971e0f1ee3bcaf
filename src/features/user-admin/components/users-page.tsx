import { useMemo, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router-dom';
import { Button } from '@/components/ui/button';
import { NativeSelect } from '@/components/ui/native-select';
import { QueryState } from '@/components/ui/query-state';
import { Table, type TableColumn } from '@/components/ui/table';
import { TextField } from '@/components/ui/text-field';
import { adminUserPath } from '@/config/paths';
import { ROLES, isRole } from '@contracts/roles';
import { useUsers, type UserFilters, type UserRow, type UsersCursor } from '../api/list-users';
import { useRoleLabel } from '../hooks/use-role-label';
import './user-admin.css';

/** The filters the address holds (`?q=…&role=…`), so a link can open a filtered list. */
function filtersOf(params: URLSearchParams): UserFilters {
  const role = params.get('role') ?? '';
  return { search: params.get('q') ?? '', role: isRole(role) ? role : '' };
}

/** Everyone on the platform: search by name or email, filter by role, a page at a time. */
export function UsersPage() {
  const { t } = useTranslation();
  const roleLabel = useRoleLabel();
  const [params, setParams] = useSearchParams();
  const filters = filtersOf(params);
  const [search, setSearch] = useState(filters.search);
  // the start of each page seen so far: back goes to the previous one
  const [cursors, setCursors] = useState<(UsersCursor | null)[]>([null]);
  const cursor = cursors.at(-1) ?? null;
  const users = useUsers(filters, cursor);

  const apply = (next: UserFilters) => {
    setCursors([null]);
    const query = new URLSearchParams();
    if (next.search.trim()) query.set('q', next.search.trim());
    if (next.role) query.set('role', next.role);
    setParams(query, { replace: true });
  };
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    // searching again for the same thing reads again: someone may just have signed up
    if (search.trim() === filters.search.trim()) void users.refetch();
    else apply({ ...filters, search });
  };

  const columns = useMemo<TableColumn<UserRow>[]>(
    () => [
      {
        id: 'name',
        header: t('userAdmin.columns.name'),
        isRowHeader: true,
        cell: (row) => (
          <Link to={adminUserPath(row.uid)}>{row.displayName || t('userAdmin.unnamed')}</Link>
        ),
      },
      {
        id: 'email',
        header: t('userAdmin.columns.email'),
        cell: (row) => <bdi dir="ltr">{row.email || '-'}</bdi>,
      },
      { id: 'role', header: t('userAdmin.columns.role'), cell: (row) => roleLabel(row.role) },
      {
        id: 'status',
        header: t('userAdmin.columns.status'),
        cell: (row) =>
          row.disabled ? (
            <span className="user-status user-status-disabled">
              {t('userAdmin.status.disabled')}
            </span>
          ) : (
            <span className="user-status">{t('userAdmin.status.active')}</span>
          ),
      },
    ],
    [t, roleLabel],
  );

  return (
    <div className="user-admin">
      <form className="user-filters" role="search" onSubmit={onSubmit}>
        <TextField
          label={t('userAdmin.search.label')}
          hint={t('userAdmin.search.hint')}
          value={search}
          onChange={(event) => setSearch(event.target.value)}
          type="search"
        />
        <NativeSelect
          label={t('userAdmin.roleFilter')}
          value={filters.role}
          onChange={(event) => apply({ search, role: event.target.value })}
        >
          <option value="">{t('userAdmin.allRoles')}</option>
          {ROLES.map((role) => (
            <option key={role} value={role}>
              {t(`roles.${role}`)}
            </option>
          ))}
        </NativeSelect>
        <Button type="submit">{t('userAdmin.search.submit')}</Button>
      </form>
      <QueryState query={users} failed={t('userAdmin.loadError')}>
        {(page) => (
          <div className="user-results" aria-busy={users.isFetching || undefined}>
            <Table
              label={t('userAdmin.tableLabel')}
              columns={columns}
              rows={page.rows}
              rowId={(row) => row.uid}
              emptyState={<p className="muted">{t('userAdmin.empty')}</p>}
            />
            <nav className="user-pages" aria-label={t('userAdmin.pages.label')}>
              <Button
                variant="secondary"
                disabled={cursors.length === 1}
                onClick={() => setCursors((all) => all.slice(0, -1))}
              >
                {t('userAdmin.pages.previous')}
              </Button>
              <span className="muted">
                {t('userAdmin.pages.current', { page: cursors.length })}
              </span>
              <Button
                variant="secondary"
                disabled={!page.next}
                onClick={() => setCursors((all) => [...all, page.next])}
              >
                {t('userAdmin.pages.next')}
              </Button>
            </nav>
          </div>
        )}
      </QueryState>
    </div>
  );
}
