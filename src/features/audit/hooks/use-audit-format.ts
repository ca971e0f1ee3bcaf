import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { isRole } from '@contracts/roles';
import { useFormat } from '@/lib/format/use-format';
import { AUDIT_ACTIONS, GUEST_ROLE, type AuditAction } from '../constants';

const isAction = (action: string): action is AuditAction =>
  (AUDIT_ACTIONS as readonly string[]).includes(action);

/** How the audit screens write times, actions, roles and numbers in the reader's language. */
export function useAuditFormat() {
  const { t } = useTranslation();
  const format = useFormat();
  return useMemo(() => {
    return {
      /** An ISO time, or a dash when unknown. */
      time: (iso: string) =>
        iso ? format.dateTime(iso, { dateStyle: 'medium', timeStyle: 'medium' }) : '—',
      date: (iso: string) => (iso ? format.date(iso) : '—'),
      /** A UTC day `YYYY-MM-DD`. */
      day: (key: string) =>
        format.date(`${key}T00:00:00.000Z`, { dateStyle: 'medium', timeZone: 'UTC' }),
      number: (value: number) => format.number(value),
      /** An action's name; one this version does not know is shown as stored. */
      action: (action: string) => (isAction(action) ? t(`audit.actions.${action}`) : action),
      /** A role's name; never the stored value itself ("Unknown role", "No role" when empty). */
      role: (role: string) => {
        if (isRole(role)) return t(`roles.${role}`);
        if (role === GUEST_ROLE) return t('roles.guest');
        return role ? t('audit.roleUnknown') : t('audit.noRole');
      },
      /** Who acted: their email, else their id, else "nobody signed in". */
      who: (entry: { userEmail: string | null; userId: string }) =>
        entry.userEmail || entry.userId || t('audit.nobody'),
    };
  }, [t, format]);
}
