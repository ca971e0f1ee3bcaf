import { useTranslation } from 'react-i18next';
import { SELF_SERVICE_ROLES, type SelfServiceRole } from '@contracts/roles';
import './auth.css';

export function RoleChoice({
  value,
  onChange,
}: {
  value: SelfServiceRole;
  onChange: (role: SelfServiceRole) => void;
}) {
  const { t } = useTranslation();
  return (
    <fieldset className="role-choice">
      <legend>{t('auth.register.roleLegend')}</legend>
      {SELF_SERVICE_ROLES.map((role) => (
        <label key={role} className="role-option">
          <input
            type="radio"
            name="role"
            value={role}
            checked={value === role}
            onChange={() => onChange(role)}
          />
          <span>
            <strong>{t(`roles.${role}`)}</strong>
            <span className="muted">{t(`auth.register.roleHint.${role}`)}</span>
          </span>
        </label>
      ))}
    </fieldset>
  );
}
