import { useMemo } from 'react';
import { Controller, useForm, useWatch, type Resolver } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router-dom';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { NumberField } from '@/components/ui/number-field';
import { QueryState } from '@/components/ui/query-state';
import { Select } from '@/components/ui/select';
import { Switch } from '@/components/ui/switch';
import { TextArea } from '@/components/ui/text-area';
import { TextField } from '@/components/ui/text-field';
import { paths } from '@/config/paths';
import {
  EXPERIENCE_VALUES,
  JOB_TYPE_VALUES,
  POSTING_LIMITS,
  postingInputSchema,
  type ExperienceLevel,
  type JobStatus,
  type JobType,
  type PostingInput,
} from '@contracts/job';
import { useFormDraft } from '@/lib/drafts/use-form-draft';
import { useFormat } from '@/lib/format/use-format';
import { parseFormMessage, useFormErrorText } from '@/lib/forms/form-errors';
import { useFieldProps } from '@/lib/forms/use-field-props';
import { formResolver } from '@/lib/forms/form-resolver';
import { toast } from '@/lib/toast';
import { useCreatePosting } from '../api/create-posting';
import { usePosting } from '../api/get-posting';
import type { Posting } from '../api/posting-converter';
import { useUpdatePosting } from '../api/update-posting';
import { postingDraftName } from '../constants';
import { postingErrorKey } from '../lib/posting-errors';
import { useJobVocabulary } from './job-facts';
import { SkillsInput } from './skills-input';
import './postings.css';

/** The form's values as typed: a type or level not chosen yet, a salary not typed yet. */
interface PostingFormValues {
  title: string;
  location: string;
  remote: boolean;
  type: JobType | '';
  experience: ExperienceLevel | '';
  salary: number | null;
  skills: string[];
  description: string;
  applyUrl: string;
}

const EMPTY_POSTING_FORM: PostingFormValues = {
  title: '',
  location: '',
  remote: false,
  type: '',
  experience: '',
  salary: null,
  skills: [],
  description: '',
  applyUrl: '',
};

const oneOf = <T extends string>(values: readonly T[], value: string): T | '' =>
  values.find((entry) => entry === value) ?? '';

/** A stored posting as the form shows it. */
export function formValuesOf(posting: Posting): PostingFormValues {
  return {
    title: posting.title,
    location: posting.location,
    remote: posting.remote,
    type: oneOf(JOB_TYPE_VALUES, posting.type),
    experience: oneOf(EXPERIENCE_VALUES, posting.experience),
    salary: posting.salary,
    skills: [...posting.skills],
    description: posting.description,
    applyUrl: posting.applyUrl,
  };
}

// The typed values (a salary may be missing) are checked by the contract's input schema; null or
// '' reads as "Fill in this field".
const resolver = formResolver(postingInputSchema) as unknown as Resolver<
  PostingFormValues,
  unknown,
  PostingInput
>;

interface PostingFormProps {
  /** The signed-in person (the draft is theirs; a new posting is created by them). */
  uid: string;
  companyId: string;
  /** The posting edited; a new one is created without it. */
  posting?: Posting;
}

/**
 * A new posting or the edit of one. Checked with the contract's schema, each error next to its
 * field; what is typed is kept as a draft of the person (restored after a session timeout), and a
 * failed save keeps it on screen too. A save goes back to the list with a toast.
 */
export function PostingForm({ uid, companyId, posting }: PostingFormProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const vocabulary = useJobVocabulary();
  const errorText = useFormErrorText();
  const defaultValues = useMemo(
    () => (posting ? formValuesOf(posting) : EMPTY_POSTING_FORM),
    [posting],
  );
  const form = useForm<PostingFormValues, unknown, PostingInput>({ resolver, defaultValues });
  const {
    control,
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = form;
  const field = useFieldProps(form);
  const draft = useFormDraft(form, uid, postingDraftName(posting?.id));
  const create = useCreatePosting();
  const update = useUpdatePosting(companyId);
  const saving = create.isPending || update.isPending;
  const failure = posting ? update.error : create.error;
  const description = useWatch({ control, name: 'description' }) ?? '';

  async function save(input: PostingInput, status: JobStatus) {
    try {
      if (posting) await update.mutateAsync({ jobId: posting.id, posting: input });
      else await create.mutateAsync({ companyId, uid, status, posting: input });
    } catch {
      // shown through `failure`; everything typed stays
      return;
    }
    draft.clear();
    const message = posting ? 'updated' : status === 'open' ? 'created' : 'createdClosed';
    toast.success({
      title: t(`postings.form.${message}.title`),
      description: t(`postings.form.${message}.body`, { title: input.title }),
    });
    await navigate(paths.employer.jobs);
  }

  const submitAs = (status: JobStatus) =>
    handleSubmit((input) => save(input, posting ? posting.status : status));

  function discardDraft() {
    reset(defaultValues);
    draft.clear();
    create.reset();
    update.reset();
  }

  const typeOptions = JOB_TYPE_VALUES.map((type) => ({ id: type, label: vocabulary.type(type) }));
  const levelOptions = EXPERIENCE_VALUES.map((level) => ({
    id: level,
    label: vocabulary.level(level),
  }));
  const format = useFormat();
  const overLimit = description.trim().length > POSTING_LIMITS.descriptionMax;

  // a skills error of the list (none, too many) or of one skill (too long)
  const skillsError = (() => {
    const listError = errors.skills?.message ? errors.skills : undefined;
    if (listError) {
      return parseFormMessage(listError.message)?.key === 'forms.errors.required'
        ? t('postings.form.skillsRequired')
        : errorText(listError);
    }
    const itemError = Array.isArray(errors.skills) && (errors.skills as unknown[]).some(Boolean);
    return itemError
      ? t('postings.form.skillTooLong', {
          count: POSTING_LIMITS.skillMax,
          max: POSTING_LIMITS.skillMax,
        })
      : undefined;
  })();

  return (
    <form
      className="posting-form stack"
      aria-label={t('postings.form.label')}
      noValidate
      onSubmit={(event) => void submitAs('open')(event)}
    >
      <p>
        <Link to={paths.employer.jobs}>{t('postings.form.back')}</Link>
      </p>
      {draft.restored ? (
        <Alert tone="info" title={t('postings.form.draftRestored')}>
          <p>{t('postings.form.draftRestoredBody')}</p>
          <Button variant="secondary" onClick={discardDraft}>
            {t('postings.form.discardDraft')}
          </Button>
        </Alert>
      ) : null}
      {posting ? (
        <p className="muted">
          {posting.status === 'open' ? t('postings.form.openNote') : t('postings.form.closedNote')}
        </p>
      ) : null}

      <div className="posting-form-grid">
        <TextField
          label={t('postings.form.title')}
          maxLength={POSTING_LIMITS.titleMax}
          autoComplete="off"
          {...field('title')}
        />
        <TextField
          label={t('postings.form.location')}
          hint={t('postings.form.locationHint')}
          maxLength={POSTING_LIMITS.locationMax}
          {...field('location')}
        />
        {(
          [
            ['type', 'postings.form.type', typeOptions],
            ['experience', 'postings.form.experience', levelOptions],
          ] as const
        ).map(([name, label, options]) => (
          <Controller
            key={name}
            control={control}
            name={name}
            render={({ field, fieldState }) => (
              <Select
                label={t(label)}
                placeholder={t('postings.form.choose')}
                options={options}
                value={field.value || null}
                onChange={(value) => field.onChange(value ?? '')}
                onBlur={field.onBlur}
                ref={field.ref}
                error={errorText(fieldState.error)}
              />
            )}
          />
        ))}
        <Controller
          control={control}
          name="salary"
          render={({ field, fieldState }) => (
            <NumberField
              label={t('postings.form.salary')}
              description={t('postings.form.salaryHint')}
              value={field.value ?? Number.NaN}
              onChange={(value) => field.onChange(Number.isNaN(value) ? null : value)}
              onBlur={field.onBlur}
              ref={field.ref}
              wholeNumber
              error={errorText(fieldState.error)}
            />
          )}
        />
        <Controller
          control={control}
          name="remote"
          render={({ field }) => (
            <Switch
              className="posting-remote"
              isSelected={field.value}
              onChange={field.onChange}
              onBlur={field.onBlur}
              ref={field.ref}
            >
              {t('postings.form.remote')}
            </Switch>
          )}
        />
      </div>

      <Controller
        control={control}
        name="skills"
        render={({ field }) => (
          <SkillsInput
            label={t('postings.form.skills')}
            description={t('postings.form.skillsHint', {
              count: POSTING_LIMITS.skillsMax,
              min: POSTING_LIMITS.skillsMin,
              max: POSTING_LIMITS.skillsMax,
            })}
            value={field.value}
            onChange={field.onChange}
            onBlur={field.onBlur}
            ref={field.ref}
            error={skillsError}
          />
        )}
      />

      <Controller
        control={control}
        name="description"
        render={({ field, fieldState }) => (
          <TextArea
            label={t('postings.form.description')}
            description={
              <>
                {t('postings.form.descriptionHint', {
                  count: POSTING_LIMITS.descriptionMax,
                  min: format.number(POSTING_LIMITS.descriptionMin),
                  max: format.number(POSTING_LIMITS.descriptionMax),
                })}{' '}
                <span className="posting-count" data-over={overLimit || undefined}>
                  {t('postings.form.characters', {
                    current: format.number(description.trim().length),
                    max: format.number(POSTING_LIMITS.descriptionMax),
                  })}
                </span>
              </>
            }
            rows={10}
            value={field.value}
            onChange={field.onChange}
            onBlur={field.onBlur}
            ref={field.ref}
            error={errorText(fieldState.error)}
          />
        )}
      />

      <TextField
        label={t('postings.form.applyUrl')}
        hint={t('postings.form.applyUrlHint')}
        type="url"
        inputMode="url"
        maxLength={POSTING_LIMITS.applyUrlMax}
        placeholder="https://"
        {...register('applyUrl')}
        error={errors.applyUrl ? t('postings.form.applyUrlError') : undefined}
      />

      {failure ? (
        <Alert tone="error" title={t('postings.form.saveFailed')}>
          <p>{t(`postings.errors.${postingErrorKey(failure)}`)}</p>
        </Alert>
      ) : null}

      <div className="posting-form-actions">
        {posting ? (
          <Button type="submit" busy={saving}>
            {t('postings.form.save')}
          </Button>
        ) : (
          <>
            <Button type="submit" busy={create.isPending && create.variables?.status === 'open'}>
              {t('postings.form.publish')}
            </Button>
            <Button
              variant="secondary"
              busy={create.isPending && create.variables?.status === 'closed'}
              disabled={saving}
              onClick={(event) => void submitAs('closed')(event)}
            >
              {t('postings.form.saveClosed')}
            </Button>
            <p className="field-hint posting-form-note">{t('postings.form.saveClosedHint')}</p>
          </>
        )}
      </div>
    </form>
  );
}

interface EditPostingProps {
  uid: string;
  companyId: string;
  jobId: string;
}

/** The edit form of a posting of the company, once it is loaded. */
export function EditPosting({ uid, companyId, jobId }: EditPostingProps) {
  const { t } = useTranslation();
  const posting = usePosting(jobId);
  return (
    <QueryState
      query={posting}
      failed={t('postings.form.loadFailed')}
      failedHint={<p>{t(`postings.errors.${postingErrorKey(posting.error)}`)}</p>}
      loadingLabel={t('postings.form.loading')}
    >
      {(data) =>
        data && data.companyId === companyId ? (
          <PostingForm key={jobId} uid={uid} companyId={companyId} posting={data} />
        ) : (
          <Alert tone="warning" title={t('postings.form.notFound')}>
            <Link to={paths.employer.jobs}>{t('postings.form.back')}</Link>
          </Alert>
        )
      }
    </QueryState>
  );
}
