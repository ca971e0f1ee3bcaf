import { useId, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import * as z from 'zod/mini';
import { INTERVIEW_LIMITS, RECOMMENDATIONS, type Recommendation } from '@contracts/interview';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { TextArea } from '@/components/ui/text-area';
import { useFormDraft } from '@/lib/drafts/use-form-draft';
import { useFormat } from '@/lib/format/use-format';
import { useFormErrorText } from '@/lib/forms/form-errors';
import { formResolver } from '@/lib/forms/form-resolver';
import type { ScorecardInput } from '../api/submit-scorecard';
import { draftNames } from '../constants';
import type { Scorecard } from '../types';
import { useAttributeLabel } from '../hooks/use-interview-labels';
import './interviews.css';

const RATINGS = Array.from(
  { length: INTERVIEW_LIMITS.ratingMax - INTERVIEW_LIMITS.ratingMin + 1 },
  (_, index) => INTERVIEW_LIMITS.ratingMin + index,
);

/** The form's values: a rating per attribute in the interview's order (null: not rated yet). */
interface ScorecardFormValues {
  ratings: (number | null)[];
  recommendation: Recommendation | '';
  notes: string;
}

const scorecardFormSchema = z.object({
  ratings: z.array(
    z.number().check(z.int(), z.gte(INTERVIEW_LIMITS.ratingMin), z.lte(INTERVIEW_LIMITS.ratingMax)),
  ),
  recommendation: z.enum(RECOMMENDATIONS),
  notes: z.string().check(z.maxLength(INTERVIEW_LIMITS.notesMax)),
});

interface ScorecardFormProps {
  interviewId: string;
  /** The interview's attributes, rated in this order. */
  attributes: readonly string[];
  /** The interviewer (the draft is kept as theirs). */
  uid: string;
  /** Their scorecard already submitted, to update it; null for a first one. */
  submitted: Scorecard | null;
  /** Writes the scorecard; the draft is dropped when it resolves. */
  onSubmit: (input: ScorecardInput) => Promise<unknown>;
}

/**
 * The interviewer's scorecard: a rating from 1 to 5 for each attribute, an overall
 * recommendation and notes. What is typed is kept as a draft (it survives a reload) until it is
 * submitted.
 */
export function ScorecardForm({
  interviewId,
  attributes,
  uid,
  submitted,
  onSubmit,
}: ScorecardFormProps) {
  const { t } = useTranslation();
  const formId = useId();
  const errorText = useFormErrorText();
  const attributeLabel = useAttributeLabel();
  const [failed, setFailed] = useState(false);
  const [saved, setSaved] = useState(false);
  const form = useForm<ScorecardFormValues>({
    resolver: formResolver(scorecardFormSchema) as never,
    defaultValues: {
      ratings: attributes.map((attribute) => submitted?.ratings[attribute] ?? null),
      recommendation: submitted?.recommendation ?? '',
      notes: submitted?.notes ?? '',
    },
  });
  const draft = useFormDraft(form, uid, draftNames.scorecard(interviewId));
  const submit = form.handleSubmit(async (values) => {
    setFailed(false);
    setSaved(false);
    try {
      await onSubmit({
        ratings: Object.fromEntries(
          attributes.map((attribute, index) => [attribute, values.ratings[index] ?? 0]),
        ),
        recommendation: values.recommendation as Recommendation,
        notes: values.notes.trim(),
      });
      // the form now holds what was sent (a reset is a change the draft would keep): then drop it
      form.reset(values);
      draft.clear();
      setSaved(true);
    } catch {
      setFailed(true);
    }
  });
  const format = useFormat();
  return (
    <form
      className="stack"
      noValidate
      aria-label={t('interviews.scorecard.formLabel')}
      onSubmit={(event) => void submit(event)}
    >
      {draft.restored ? <Alert tone="info">{t('interviews.scorecard.draftRestored')}</Alert> : null}
      {failed ? (
        <Alert tone="error" title={t('interviews.scorecard.failed')}>
          {t('interviews.scorecard.failedHint')}
        </Alert>
      ) : null}
      {saved ? <Alert tone="success">{t('interviews.scorecard.saved')}</Alert> : null}
      {attributes.map((attribute, index) => (
        <Controller
          key={attribute}
          control={form.control}
          name={`ratings.${index}`}
          render={({ field, fieldState }) => {
            const error = errorText(fieldState.error);
            const name = `${formId}-rating-${index}`;
            return (
              <fieldset
                className="rating-field"
                aria-invalid={error ? true : undefined}
                aria-describedby={error ? `${name}-error` : undefined}
              >
                <legend>
                  <bdi>{attributeLabel(attribute)}</bdi>
                </legend>
                <div className="rating-scale">
                  {RATINGS.map((value) => (
                    <label key={value} className="rating-option">
                      <input
                        type="radio"
                        name={name}
                        value={value}
                        checked={field.value === value}
                        onChange={() => field.onChange(value)}
                        onBlur={field.onBlur}
                        ref={value === RATINGS[0] ? field.ref : undefined}
                      />
                      <span aria-hidden="true">{format.number(value)}</span>
                      <span className="visually-hidden">
                        {t('interviews.scorecard.ratingOf', {
                          value: format.number(value),
                          max: format.number(INTERVIEW_LIMITS.ratingMax),
                          meaning: t(`interviews.scorecard.scale.${value as 1 | 2 | 3 | 4 | 5}`),
                        })}
                      </span>
                    </label>
                  ))}
                </div>
                <p className="field-hint rating-ends" aria-hidden="true">
                  <span>{t('interviews.scorecard.scale.1')}</span>
                  <span>{t('interviews.scorecard.scale.5')}</span>
                </p>
                {error ? (
                  <p id={`${name}-error`} className="field-error">
                    {error}
                  </p>
                ) : null}
              </fieldset>
            );
          }}
        />
      ))}
      <Controller
        control={form.control}
        name="recommendation"
        render={({ field, fieldState }) => {
          const error = errorText(fieldState.error);
          return (
            <fieldset
              className="rating-field"
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? `${formId}-recommendation-error` : undefined}
            >
              <legend>{t('interviews.scorecard.recommendation')}</legend>
              <div className="rating-scale recommendation-scale">
                {RECOMMENDATIONS.map((value) => (
                  <label key={value} className={`rating-option recommendation-${value}`}>
                    <input
                      type="radio"
                      name={`${formId}-recommendation`}
                      value={value}
                      checked={field.value === value}
                      onChange={() => field.onChange(value)}
                      onBlur={field.onBlur}
                      ref={value === RECOMMENDATIONS[0] ? field.ref : undefined}
                    />
                    <span>{t(`interviews.recommendations.${value}`)}</span>
                  </label>
                ))}
              </div>
              {error ? (
                <p id={`${formId}-recommendation-error`} className="field-error">
                  {error}
                </p>
              ) : null}
            </fieldset>
          );
        }}
      />
      <Controller
        control={form.control}
        name="notes"
        render={({ field, fieldState }) => (
          <TextArea
            label={t('interviews.scorecard.notes')}
            description={t('interviews.scorecard.notesHint', {
              count: INTERVIEW_LIMITS.notesMax,
              max: format.number(INTERVIEW_LIMITS.notesMax),
            })}
            error={errorText(fieldState.error)}
            rows={5}
            maxLength={INTERVIEW_LIMITS.notesMax}
            value={field.value}
            onChange={field.onChange}
            onBlur={field.onBlur}
            ref={field.ref}
          />
        )}
      />
      <div className="button-row">
        <Button type="submit" busy={form.formState.isSubmitting}>
          {t(submitted ? 'interviews.scorecard.update' : 'interviews.scorecard.submit')}
        </Button>
      </div>
    </form>
  );
}
