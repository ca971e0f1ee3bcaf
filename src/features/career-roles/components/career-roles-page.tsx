import { useEffect, useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { TextField } from '@/components/ui/text-field';
import { formatDate } from '@/lib/format/date';
import { MAX_PERSON_SKILLS, MAX_ROLE_TEXT_LENGTH } from '../constants';
import { useCareerRoles } from '../hooks/use-career-roles';
import { ROLE_CATALOGUE } from '../lib/catalogue';
import type { UserRole } from '../types';
import { RoleSuggestions } from './role-suggestions';

const splitList = (text: string) =>
  text
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean);

function RoleItem({
  role,
  onRemove,
  onSetActive,
  onLocation,
}: {
  role: UserRole;
  onRemove: () => void;
  onSetActive: () => void;
  onLocation: (location: string) => boolean;
}) {
  const { t } = useTranslation();
  const [location, setLocation] = useState(role.location ?? '');
  return (
    <li className="card role-item" aria-labelledby={`role-${role.id}`}>
      <div className="job-card-head">
        <div>
          <h3 id={`role-${role.id}`} className="job-card-title">
            {role.title}{' '}
            {role.isActive ? (
              <span className="badge badge-success">{t('careerRoles.active')}</span>
            ) : null}
          </h3>
          <p className="muted">
            {t('careerRoles.addedOn', { date: formatDate(role.dateAdded) })}
            {role.matchScore !== undefined
              ? ` · ${t('careerRoles.match', { score: role.matchScore })}`
              : ''}
          </p>
        </div>
        <div className="job-card-actions">
          {role.isActive ? null : (
            <Button
              variant="secondary"
              aria-label={t('careerRoles.setActiveNamed', { title: role.title })}
              onClick={onSetActive}
            >
              {t('careerRoles.setActive')}
            </Button>
          )}
          <Button
            variant="ghost"
            aria-label={t('careerRoles.removeNamed', { title: role.title })}
            onClick={onRemove}
          >
            {t('careerRoles.remove')}
          </Button>
        </div>
      </div>
      {role.skills.length > 0 ? (
        <ul className="chip-list" aria-label={t('jobs.fields.skills')}>
          {role.skills.map((skill) => (
            <li key={skill} className="chip">
              {skill}
            </li>
          ))}
        </ul>
      ) : null}
      {role.requirements.length > 0 ? (
        <p className="muted">
          {t('careerRoles.toLearn', { skills: role.requirements.join(', ') })}
        </p>
      ) : null}
      <form
        className="inline-form"
        onSubmit={(event) => {
          event.preventDefault();
          onLocation(location);
        }}
      >
        <TextField
          label={t('careerRoles.locationLabel', { title: role.title })}
          value={location}
          maxLength={MAX_ROLE_TEXT_LENGTH}
          placeholder={t('careerRoles.locationPlaceholder')}
          onChange={(event) => setLocation(event.target.value)}
        />
        <Button type="submit" variant="secondary">
          {t('careerRoles.saveLocation')}
        </Button>
      </form>
    </li>
  );
}

/** Target roles: the person's skills, their roles (one active), the catalogue and suggestions. */
export function CareerRolesPage({ userId }: { userId: string | null }) {
  const { t } = useTranslation();
  const ids = useId();
  const careerRoles = useCareerRoles(userId);
  const [skillsText, setSkillsText] = useState(careerRoles.skills.join(', '));
  const [choice, setChoice] = useState('');
  const storedSkills = careerRoles.skills.join(', ');

  useEffect(() => setSkillsText(storedSkills), [storedSkills]);

  function saveSkills(event: FormEvent) {
    event.preventDefault();
    careerRoles.setSkills(splitList(skillsText));
  }

  function addChoice(event: FormEvent) {
    event.preventDefault();
    const role = ROLE_CATALOGUE.find((entry) => entry.id === choice);
    if (role) careerRoles.add(role);
  }

  return (
    <div className="stack">
      <p className="lead">{t('careerRoles.description')}</p>
      <Card aria-labelledby={`${ids}-skills`}>
        <h2 id={`${ids}-skills`}>{t('careerRoles.skills.title')}</h2>
        <form className="inline-form" onSubmit={saveSkills}>
          <TextField
            label={t('careerRoles.skills.label')}
            hint={t('careerRoles.skills.hint', { max: MAX_PERSON_SKILLS })}
            value={skillsText}
            onChange={(event) => setSkillsText(event.target.value)}
          />
          <Button type="submit" variant="secondary">
            {t('careerRoles.skills.save')}
          </Button>
        </form>
      </Card>

      <Card aria-labelledby={`${ids}-roles`}>
        <h2 id={`${ids}-roles`}>{t('careerRoles.list.title')}</h2>
        {careerRoles.roles.length === 0 ? (
          <p className="muted">{t('careerRoles.list.empty')}</p>
        ) : (
          <ul className="role-list">
            {careerRoles.roles.map((role) => (
              <RoleItem
                key={role.id}
                role={role}
                onRemove={() => careerRoles.remove(role.id)}
                onSetActive={() => careerRoles.setActive(role.id)}
                onLocation={(location) => careerRoles.updateLocation(role.id, location)}
              />
            ))}
          </ul>
        )}
        <form className="inline-form" onSubmit={addChoice}>
          <div className="field">
            <label htmlFor={`${ids}-choice`}>{t('careerRoles.pick')}</label>
            <select
              id={`${ids}-choice`}
              value={choice}
              onChange={(event) => setChoice(event.target.value)}
            >
              <option value="">{t('careerRoles.pickPlaceholder')}</option>
              {ROLE_CATALOGUE.map((role) => (
                <option key={role.id} value={role.id}>
                  {role.title}
                </option>
              ))}
            </select>
          </div>
          <Button type="submit" disabled={!choice}>
            {t('careerRoles.add')}
          </Button>
        </form>
      </Card>

      <Card aria-labelledby={`${ids}-suggested`}>
        <h2 id={`${ids}-suggested`}>{t('careerRoles.suggestions.title')}</h2>
        <p className="muted">{t('careerRoles.suggestions.how')}</p>
        <RoleSuggestions suggestions={careerRoles.suggestions} onAdd={careerRoles.add} />
      </Card>
    </div>
  );
}
