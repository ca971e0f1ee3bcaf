// Edits one template of the company (a kind in a language): subject and body with buttons that
// insert the kind's merge fields at the caret, a live preview with sample values, save, and reset
// to the platform's mail (the company's template is deleted). An unknown merge field is refused
// by name; a failed save keeps everything typed.
import { useRef, useState, type FormEvent } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { Locale } from '@contracts/locales';
import {
  KIND_MERGE_FIELDS,
  mailTemplateIdOf,
  MAIL_TEMPLATE_LIMITS,
  type CandidateMailKind,
  type MergeField,
  type MergeValues,
} from '@contracts/mail-templates';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { TextArea } from '@/components/ui/text-area';
import { TextField } from '@/components/ui/text-field';
import { formResolver } from '@/lib/forms/form-resolver';
import { useFormDraft } from '@/lib/drafts/use-form-draft';
import { useFormErrorText } from '@/lib/forms/form-errors';
import { useFieldProps } from '@/lib/forms/use-field-props';
import { toast } from '@/lib/toast';
import type { OwnTemplate } from '../api/candidate-mail-refs';
import { useResetMailTemplate } from '../api/reset-mail-template';
import { useSaveMailTemplate } from '../api/save-mail-template';
import { templateFormSchema, type TemplateFormValues } from '../lib/template-form';
import { TemplatePreview } from './template-preview';

interface TemplateEditorProps {
  companyId: string;
  uid: string;
  kind: CandidateMailKind;
  locale: Locale;
  /** The company's template of this kind and language; null while the platform's is used. */
  own: OwnTemplate | null;
  /** The preview's sample values. */
  sample: MergeValues;
}

export function TemplateEditor({ companyId, uid, kind, locale, own, sample }: TemplateEditorProps) {
  const { t } = useTranslation();
  const errorText = useFormErrorText();
  const save = useSaveMailTemplate(companyId, uid);
  const reset = useResetMailTemplate(companyId);
  const [formError, setFormError] = useState<string | null>(null);
  const [confirmReset, setConfirmReset] = useState(false);
  const [resetError, setResetError] = useState<string | null>(null);
  const body = useRef<HTMLTextAreaElement | null>(null);
  const form = useForm<TemplateFormValues>({
    resolver: formResolver(templateFormSchema(kind)),
    defaultValues: { subject: own?.subject ?? '', body: own?.body ?? '' },
  });
  // what is typed survives switching to another mail or language, and a session timeout
  const draft = useFormDraft(
    form,
    uid,
    `mailTemplate:${companyId}:${mailTemplateIdOf(kind, locale)}`,
  );
  const field = useFieldProps(form);
  const { control, handleSubmit, getValues, setValue, watch, formState } = form;
  const [subject, text] = watch(['subject', 'body']);

  /** Puts `{{field}}` where the caret is in the body (at its end when it has none). */
  const insert = (name: MergeField) => {
    const current = getValues('body');
    const box = body.current;
    const start = box?.selectionStart ?? current.length;
    const end = box?.selectionEnd ?? current.length;
    const token = `{{${name}}}`;
    setValue('body', current.slice(0, start) + token + current.slice(end), {
      shouldDirty: true,
      shouldValidate: formState.isSubmitted,
    });
    requestAnimationFrame(() => {
      box?.focus();
      box?.setSelectionRange(start + token.length, start + token.length);
    });
  };

  const submit = handleSubmit(async (values) => {
    try {
      await save.mutateAsync({ kind, locale, ...values });
      draft.clear();
      toast.success({ title: t('candidateMails.templates.saved') });
    } catch (error) {
      console.error('Failed to save a mail template', error);
      setFormError(t('candidateMails.templates.saveFailed'));
    }
  });

  const onSubmit = (event: FormEvent) => {
    setFormError(null);
    void submit(event);
  };

  const onReset = async () => {
    setResetError(null);
    try {
      await reset.mutateAsync(mailTemplateIdOf(kind, locale));
      form.reset({ subject: '', body: '' });
      draft.clear();
      toast.success({ title: t('candidateMails.templates.resetDone') });
    } catch (error) {
      setResetError(t('candidateMails.templates.resetFailed'));
      throw error;
    }
  };

  return (
    <div className="candidate-mail-editor">
      <form
        className="stack"
        noValidate
        onSubmit={onSubmit}
        aria-label={t('candidateMails.templates.formLabel')}
      >
        <Alert tone="info">
          {own
            ? t('candidateMails.templates.usingOwn')
            : t('candidateMails.templates.usingPlatform')}
        </Alert>
        {formError ? <Alert tone="error">{formError}</Alert> : null}
        <TextField
          label={t('candidateMails.templates.subject')}
          maxLength={MAIL_TEMPLATE_LIMITS.subjectMax}
          {...field('subject')}
          required
        />
        <div
          className="candidate-mail-fields"
          role="group"
          aria-label={t('candidateMails.templates.insertLabel')}
        >
          <span className="field-hint">{t('candidateMails.templates.insert')}</span>
          {KIND_MERGE_FIELDS[kind].map((name) => (
            <Button key={name} variant="secondary" onClick={() => insert(name)}>
              {t(`candidateMails.fields.${name}`)}
            </Button>
          ))}
        </div>
        <Controller
          control={control}
          name="body"
          render={({ field: bodyField, fieldState }) => (
            <TextArea
              label={t('candidateMails.templates.body')}
              description={t('candidateMails.templates.bodyHint')}
              rows={10}
              maxLength={MAIL_TEMPLATE_LIMITS.bodyMax}
              value={bodyField.value}
              onChange={bodyField.onChange}
              onBlur={bodyField.onBlur}
              ref={(element) => {
                bodyField.ref(element);
                body.current = element;
              }}
              error={errorText(fieldState.error)}
              isRequired
            />
          )}
        />
        <div className="candidate-mail-actions">
          <Button type="submit" busy={formState.isSubmitting}>
            {t('candidateMails.templates.save')}
          </Button>
          {own ? (
            <Button variant="ghost" onClick={() => setConfirmReset(true)}>
              {t('candidateMails.templates.reset')}
            </Button>
          ) : null}
        </div>
      </form>
      <TemplatePreview kind={kind} subject={subject} body={text} values={sample} />
      <ConfirmDialog
        isOpen={confirmReset}
        onOpenChange={setConfirmReset}
        title={t('candidateMails.templates.resetTitle')}
        message={t('candidateMails.templates.resetMessage')}
        confirmLabel={t('candidateMails.templates.reset')}
        onConfirm={onReset}
        destructive
        error={resetError}
      />
    </div>
  );
}
