import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { isRole } from '@contracts/roles';
import { AUDIT_ACTIONS, GUEST_ROLE, type AuditAction } from '../constants';

const isAction = (action: string): action is AuditAction =>
  (AUDIT_ACTIONS as readonly string[]).includes(action);

/** How the audit screens write times, actions, roles and numbers in the reader's language. */
export function useAuditFormat() {
  const { t, i18n } = useTranslation();
  const language = i18n.language;
  return useMemo(() => {
    const time = new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeStyle: 'medium' });
    const date = new Intl.DateTimeFormat(language, { dateStyle: 'medium' });
    const day = new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeZone: 'UTC' });
    const number = new Intl.NumberFormat(language);
    return {
      /** An ISO time, or a dash when unknown. */
      time: (iso: string) => (iso ? time.format(new Date(iso)) : '—'),
      date: (iso: string) => (iso ? date.format(new Date(iso)) : '—'),
      /** A UTC day `YYYY-MM-DD`. */
      day: (key: string) => day.format(new Date(`${key}T00:00:00.000Z`)),
      number: (value: number) => number.format(value),
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
  }, [t, language]);
}
