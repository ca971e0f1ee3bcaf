import { useId, useMemo, useState, type ReactNode } from 'react';
import {
  Cell,
  Checkbox as AriaCheckbox,
  Collection,
  Column,
  Row,
  Table as AriaTable,
  TableBody,
  TableHeader,
  useLocale,
  type Key,
  type Selection,
  type SortDescriptor,
} from 'react-aria-components';
import { collator } from '@/lib/format/intl';
import { TableScroll } from './table-scroll';
import './checkbox.css';
import './data-table.css';

export type { SortDescriptor } from 'react-aria-components';

export interface TableColumn<T> {
  id: string;
  /** The column heading. */
  header: ReactNode;
  /** What a row shows in this column. */
  cell: (row: T) => ReactNode;
  /** The value rows are sorted by; the column is sortable when this is given. */
  sortValue?: (row: T) => string | number | Date | null | undefined;
  /** The column that names a row (screen readers read it with each cell); the first by default. */
  isRowHeader?: boolean;
  /** A class for the column's heading and cells (e.g. numbers aligned to the end). */
  className?: string;
}

export interface TableProps<T> {
  /** The table's accessible name. */
  label: string;
  /** The name is also shown, above the table (its caption); otherwise only read. */
  showLabel?: boolean;
  columns: readonly TableColumn<T>[];
  rows: readonly T[];
  /** A stable id for each row. */
  rowId: (row: T) => string;
  /** Shown in the table when there are no rows. */
  emptyState?: ReactNode;
  /** Sorting the table does itself, starting with this. */
  defaultSort?: SortDescriptor;
  /**
   * Controlled sorting (e.g. by the server): rows are shown in the order given, and the
   * heading the person presses arrives here.
   */
  sort?: SortDescriptor;
  onSortChange?: (sort: SortDescriptor) => void;
  /** Rows can be selected with a checkbox each (and all at once with `multiple`). */
  selectionMode?: 'none' | 'single' | 'multiple';
  selectedIds?: ReadonlySet<string>;
  defaultSelectedIds?: ReadonlySet<string>;
  onSelectionChange?: (ids: Set<string>) => void;
  /** Pressing (or Enter on) a row, e.g. to open it. */
  onRowAction?: (id: string) => void;
  /** A class for a row (e.g. one that needs a look). */
  rowClassName?: (row: T) => string | undefined;
  className?: string;
}

function compareValues(
  a: string | number | Date | null | undefined,
  b: string | number | Date | null | undefined,
  collator: Intl.Collator,
): number {
  if (a === b) return 0;
  if (a === null || a === undefined || a === '') return 1;
  if (b === null || b === undefined || b === '') return -1;
  if (typeof a === 'string' && typeof b === 'string') return collator.compare(a, b);
  return Number(a) - Number(b);
}

/**
 * A data table: columns and rows from data, sortable headings (aria-sort), row selection with
 * checkboxes, an empty state; arrow keys move between cells. A table wider than its box scrolls
 * sideways in it (TableScroll).
 */
export function Table<T>({
  label,
  showLabel = false,
  columns,
  rows,
  rowId,
  emptyState,
  defaultSort,
  sort,
  onSortChange,
  selectionMode = 'none',
  selectedIds,
  defaultSelectedIds,
  onSelectionChange,
  onRowAction,
  rowClassName,
  className,
}: TableProps<T>) {
  const { locale } = useLocale();
  const captionId = useId();
  const [ownSort, setOwnSort] = useState<SortDescriptor | undefined>(defaultSort);
  const controlled = sort !== undefined;
  const currentSort = controlled ? sort : ownSort;

  const items = useMemo(() => {
    const wrapped = rows.map((row) => ({ id: rowId(row), row }));
    const column = columns.find((entry) => entry.id === currentSort?.column);
    if (controlled || !column?.sortValue || !currentSort) return wrapped;
    const names = collator(locale, { numeric: true, sensitivity: 'base' });
    const value = column.sortValue;
    const sign = currentSort.direction === 'descending' ? -1 : 1;
    return [...wrapped].sort((a, b) => sign * compareValues(value(a.row), value(b.row), names));
  }, [rows, rowId, columns, currentSort, controlled, locale]);

  const rowHeaderId = (columns.find((column) => column.isRowHeader) ?? columns[0])?.id;
  const selecting = selectionMode !== 'none';
  const toIds = (selection: Selection) =>
    new Set(selection === 'all' ? items.map((item) => item.id) : [...selection].map(String));
  const classes = (...names: (string | undefined)[]) => names.filter(Boolean).join(' ');

  return (
    <TableScroll label={label} className={classes('table-wrap', className)}>
      {showLabel ? (
        <p id={captionId} className="ui-table-caption">
          {label}
        </p>
      ) : null}
      <AriaTable
        {...(showLabel ? { 'aria-labelledby': captionId } : { 'aria-label': label })}
        className="table ui-table"
        sortDescriptor={currentSort}
        onSortChange={(next) => {
          if (!controlled) setOwnSort(next);
          onSortChange?.(next);
        }}
        selectionMode={selectionMode}
        selectionBehavior="toggle"
        selectedKeys={selectedIds as Iterable<Key> | undefined}
        defaultSelectedKeys={defaultSelectedIds as Iterable<Key> | undefined}
        onSelectionChange={
          onSelectionChange ? (selection) => onSelectionChange(toIds(selection)) : undefined
        }
        onRowAction={onRowAction ? (key) => onRowAction(String(key)) : undefined}
      >
        <TableHeader>
          {selecting ? (
            <Column className="ui-table-select">
              {selectionMode === 'multiple' ? <SelectionBox /> : null}
            </Column>
          ) : null}
          <Collection items={columns}>
            {(column) => (
              <Column
                id={column.id}
                isRowHeader={column.id === rowHeaderId}
                allowsSorting={Boolean(column.sortValue)}
                className={classes('ui-table-column', column.className)}
              >
                {({ allowsSorting, sortDirection }) => (
                  <span className="ui-table-heading">
                    {column.header}
                    {allowsSorting ? (
                      <span aria-hidden="true" className="ui-table-sort">
                        {sortDirection === 'ascending'
                          ? '▲'
                          : sortDirection === 'descending'
                            ? '▼'
                            : '↕'}
                      </span>
                    ) : null}
                  </span>
                )}
              </Column>
            )}
          </Collection>
        </TableHeader>
        <TableBody
          items={items}
          dependencies={[columns, selecting]}
          renderEmptyState={() => <div className="ui-table-empty">{emptyState}</div>}
        >
          {(item) => (
            <Row
              id={item.id}
              columns={columns}
              dependencies={[columns]}
              className={classes('ui-table-row', rowClassName?.(item.row))}
            >
              {selecting ? (
                <Cell className="ui-table-select">
                  <SelectionBox />
                </Cell>
              ) : null}
              <Collection items={columns} dependencies={[item]}>
                {(column) => (
                  <Cell className={classes('cell-wrap', column.className)}>
                    {column.cell(item.row)}
                  </Cell>
                )}
              </Collection>
            </Row>
          )}
        </TableBody>
      </AriaTable>
    </TableScroll>
  );
}

/** The row's (or, in the header, every row's) selection box; its label comes with it. */
function SelectionBox() {
  return (
    <AriaCheckbox slot="selection" className="ui-checkbox">
      {({ isSelected, isIndeterminate }) => (
        <span className="ui-checkbox-box" aria-hidden="true">
          {isIndeterminate ? '−' : isSelected ? '✓' : ''}
        </span>
      )}
    </AriaCheckbox>
  );
}
