import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import type { RoleSuggestion } from '../types';

export function RoleSuggestions({
  suggestions,
  onAdd,
}: {
  suggestions: readonly RoleSuggestion[];
  onAdd: (role: RoleSuggestion) => void;
}) {
  const { t } = useTranslation();
  if (suggestions.length === 0) return <p className="muted">{t('careerRoles.suggestions.none')}</p>;
  return (
    <ul className="saved-list">
      {suggestions.map((role) => (
        <li key={role.id} className="saved-item">
          <div>
            <p className="saved-item-title">{role.title}</p>
            <p className="muted">
              {t('careerRoles.match', { score: role.matchScore })}
              {role.missingSkills.length > 0
                ? ` · ${t('careerRoles.toLearn', { skills: role.missingSkills.join(', ') })}`
                : ''}
            </p>
          </div>
          <Button
            variant="secondary"
            aria-label={t('careerRoles.addNamed', { title: role.title })}
            onClick={() => onAdd(role)}
          >
            {t('careerRoles.add')}
          </Button>
        </li>
      ))}
    </ul>
  );
}
