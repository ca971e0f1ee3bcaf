import { useForm, type Control, type FieldValues, type Path } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { APPLICATION_LIMITS, teamNoteInputSchema } from '@contracts/application';
import { Button } from '@/components/ui/button';
import { QueryState } from '@/components/ui/query-state';
import { useFormDraft } from '@/lib/drafts/use-form-draft';
import { formResolver } from '@/lib/forms/form-resolver';
import { useAddNote } from '../api/add-note';
import { useNotes } from '../api/application-logs';
import { draftNames } from '../constants';
import type { Actor } from '../types';
import { CandidateAvatar } from './candidate-avatar';
import { useWhen } from '../hooks/use-when';
import { LimitedTextField } from './limited-text-field';

/** The team's notes on a candidate, oldest first, and a form to add one (its draft is kept). */
export function TeamNotes({ applicationId, actor }: { applicationId: string; actor: Actor }) {
  const { t } = useTranslation();
  const notes = useNotes(applicationId);
  const when = useWhen();
  return (
    <div className="stack">
      <QueryState
        query={notes}
        failed={t('candidates.notes.loadFailed')}
        isEmpty={(list) => list.length === 0}
        empty={<p className="muted">{t('candidates.notes.empty')}</p>}
      >
        {(list) => (
          <ul className="note-list" aria-label={t('candidates.notes.title')}>
            {list.map((note) => (
              <li key={note.id} className="note-item">
                <CandidateAvatar name={note.authorName} imageUrl={null} size="sm" />
                <div>
                  <p className="note-meta">
                    <strong>
                      <bdi>{note.authorName || t('candidates.someone')}</bdi>
                    </strong>{' '}
                    <span className="muted">{when(note.createdAt)}</span>
                  </p>
                  <p className="note-text" dir="auto">
                    {note.text}
                  </p>
                </div>
              </li>
            ))}
          </ul>
        )}
      </QueryState>
      <NoteForm applicationId={applicationId} actor={actor} />
    </div>
  );
}

function NoteForm({ applicationId, actor }: { applicationId: string; actor: Actor }) {
  const { t } = useTranslation();
  const add = useAddNote(applicationId, actor);
  const form = useForm({
    resolver: formResolver(teamNoteInputSchema),
    defaultValues: { text: '' },
  });
  const draft = useFormDraft(form, actor.uid, draftNames.note(applicationId));
  const submit = form.handleSubmit(({ text }) =>
    add.mutateAsync(text).then(
      () => {
        form.reset({ text: '' });
        draft.clear();
      },
      () => undefined,
    ),
  );
  return (
    <form
      className="stack"
      noValidate
      aria-label={t('candidates.notes.formLabel')}
      onSubmit={(event) => void submit(event)}
    >
      {draft.restored ? <p className="field-hint">{t('candidates.notes.draftRestored')}</p> : null}
      <NoteField control={form.control} rows={3} />
      <div>
        <Button type="submit" busy={add.isPending}>
          {t('candidates.notes.submit')}
        </Button>
      </div>
    </form>
  );
}

/** A team note's text, bound to the form's `text` field: at most teamNoteMax, kept as a draft. */
export function NoteField<Values extends FieldValues & { text: string }>({
  control,
  rows,
  isRequired,
}: {
  control: Control<Values>;
  rows: number;
  isRequired?: boolean;
}) {
  const { t } = useTranslation();
  return (
    <LimitedTextField
      control={control}
      name={'text' as Path<Values>}
      label={t('candidates.notes.add')}
      hint={(limit) => t('candidates.notes.hint', limit)}
      max={APPLICATION_LIMITS.teamNoteMax}
      rows={rows}
      isRequired={isRequired}
    />
  );
}
