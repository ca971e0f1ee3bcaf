import { useTranslation } from 'react-i18next';
import { isRole } from '@contracts/roles';

/** A stored role as people read it: its translated name, or "Unknown role" — never the raw value. */
export function useRoleLabel() {
  const { t } = useTranslation();
  return (role: string) => (isRole(role) ? t(`roles.${role}`) : t('userAdmin.unknownRole'));
}
