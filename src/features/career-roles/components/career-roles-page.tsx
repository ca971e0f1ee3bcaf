import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { NativeSelect } from '@/components/ui/native-select';
import { TextField } from '@/components/ui/text-field';
import { formatDate } from '@/lib/format/date';
import { formMessage } from '@/lib/forms/form-errors';
import { useFieldProps } from '@/lib/forms/use-field-props';
import { formResolver } from '@/lib/forms/form-resolver';
import * as z from 'zod/mini';
import { MAX_PERSON_SKILLS, MAX_ROLE_TEXT_LENGTH } from '../constants';
import { useCareerRoles } from '../hooks/use-career-roles';
import { ROLE_CATALOGUE } from '../lib/catalogue';
import type { UserRole } from '../types';
import { RoleSuggestions } from './role-suggestions';
import './career-roles.css';

const splitList = (text: string) =>
  text
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean);

const skillsSchema = z.object({
  skills: z.string().check(
    z.refine((text) => splitList(text).length <= MAX_PERSON_SKILLS, {
      error: formMessage('forms.errors.tooMany', { count: MAX_PERSON_SKILLS }),
    }),
    z.refine((text) => splitList(text).every((skill) => skill.length <= MAX_ROLE_TEXT_LENGTH), {
      error: formMessage('forms.errors.tooLong', { count: MAX_ROLE_TEXT_LENGTH }),
    }),
  ),
});

const locationSchema = z.object({
  location: z.string().check(z.trim(), z.maxLength(MAX_ROLE_TEXT_LENGTH)),
});

const choiceSchema = z.object({
  roleId: z.enum(ROLE_CATALOGUE.map((role) => role.id) as [string, ...string[]]),
});

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
  const { t, i18n } = useTranslation();
  const form = useForm({
    resolver: formResolver(locationSchema),
    defaultValues: { location: role.location ?? '' },
  });
  const { handleSubmit } = form;
  const field = useFieldProps(form);
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
            {t('careerRoles.addedOn', { date: formatDate(role.dateAdded, i18n.language) })}
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
        noValidate
        onSubmit={(event) => void handleSubmit(({ location }) => onLocation(location))(event)}
      >
        <TextField
          label={t('careerRoles.locationLabel', { title: role.title })}
          maxLength={MAX_ROLE_TEXT_LENGTH}
          placeholder={t('careerRoles.locationPlaceholder')}
          {...field('location')}
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
  // the stored skills fill the form, and again whenever they change
  const skillsForm = useForm({
    resolver: formResolver(skillsSchema),
    values: { skills: careerRoles.skills.join(', ') },
  });
  const skillsField = useFieldProps(skillsForm);
  const choiceForm = useForm({
    resolver: formResolver(choiceSchema),
    defaultValues: { roleId: '' },
  });
  const choice = choiceForm.watch('roleId');

  const saveSkills = skillsForm.handleSubmit(({ skills }) =>
    careerRoles.setSkills(splitList(skills)),
  );

  const addChoice = choiceForm.handleSubmit(({ roleId }) => {
    const role = ROLE_CATALOGUE.find((entry) => entry.id === roleId);
    if (role) careerRoles.add(role);
  });

  return (
    <div className="stack">
      <p className="lead">{t('careerRoles.description')}</p>
      <Card aria-labelledby={`${ids}-skills`}>
        <h2 id={`${ids}-skills`}>{t('careerRoles.skills.title')}</h2>
        <form className="inline-form" noValidate onSubmit={(event) => void saveSkills(event)}>
          <TextField
            label={t('careerRoles.skills.label')}
            description={t('careerRoles.skills.hint', { max: MAX_PERSON_SKILLS })}
            {...skillsField('skills')}
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
        <form className="inline-form" noValidate onSubmit={(event) => void addChoice(event)}>
          <NativeSelect label={t('careerRoles.pick')} {...choiceForm.register('roleId')}>
            <option value="">{t('careerRoles.pickPlaceholder')}</option>
            {ROLE_CATALOGUE.map((role) => (
              <option key={role.id} value={role.id}>
                {role.title}
              </option>
            ))}
          </NativeSelect>
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
