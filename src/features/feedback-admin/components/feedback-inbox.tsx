import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { NativeSelect } from '@/components/ui/native-select';
import { QueryState } from '@/components/ui/query-state';
import { TextField } from '@/components/ui/text-field';
import { useFormat } from '@/lib/format/use-format';
import { useFieldProps } from '@/lib/forms/use-field-props';
import { formResolver } from '@/lib/forms/form-resolver';
import { useInbox, useRecentComponents } from '../api/list-feedback';
import {
  EMPTY_INBOX_FORM,
  inboxFormSchema,
  toInboxFilters,
  type InboxFilters,
  type InboxForm,
} from '../lib/inbox-filters';

/** All feedback, newest first, with what it was about, filtered by component and period. */
export function FeedbackInbox() {
  const { t } = useTranslation();
  const components = useRecentComponents();
  const [filters, setFilters] = useState<InboxFilters>({});
  const inbox = useInbox(filters);
  const form = useForm<InboxForm>({
    resolver: formResolver(inboxFormSchema),
    defaultValues: EMPTY_INBOX_FORM,
  });
  const { register, handleSubmit, reset } = form;
  const field = useFieldProps(form);
  const format = useFormat();
  // the language the feedback was written in, named in the reader's language
  const languageName = (code: string) => (code ? format.languageName(code) : '-');
  const items = inbox.data?.pages.flatMap((page) => page.items) ?? [];

  return (
    <Card aria-labelledby="inbox-heading">
      <h2 id="inbox-heading">{t('feedbackAdmin.inbox.title')}</h2>
      <form
        className="inbox-filters"
        aria-label={t('feedbackAdmin.inbox.filters')}
        onSubmit={(event) => void handleSubmit((form) => setFilters(toInboxFilters(form)))(event)}
      >
        <NativeSelect label={t('feedbackAdmin.inbox.component')} {...register('component')}>
          <option value="">{t('feedbackAdmin.inbox.allComponents')}</option>
          {(components.data ?? []).map((component) => (
            <option key={component} value={component}>
              {component}
            </option>
          ))}
        </NativeSelect>
        <TextField label={t('feedbackAdmin.inbox.from')} type="date" {...field('from')} />
        <TextField label={t('feedbackAdmin.inbox.to')} type="date" {...register('to')} />
        <div className="inbox-filter-actions">
          <Button type="submit">{t('feedbackAdmin.inbox.apply')}</Button>
          <Button
            variant="secondary"
            onClick={() => {
              reset(EMPTY_INBOX_FORM);
              setFilters({});
            }}
          >
            {t('feedbackAdmin.inbox.clear')}
          </Button>
        </div>
      </form>
      <QueryState query={inbox} failed={t('feedbackAdmin.inbox.loadError')}>
        {() => (
          <>
            <p className="muted" aria-live="polite">
              {inbox.hasNextPage
                ? t('feedbackAdmin.inbox.countMore', { count: items.length })
                : t('feedbackAdmin.inbox.count', { count: items.length })}
            </p>
            {items.length === 0 ? (
              <p>{t('feedbackAdmin.inbox.empty')}</p>
            ) : (
              <ol className="inbox-list">
                {items.map((item) => (
                  <li key={item.id} className="inbox-item">
                    <p className="inbox-meta">
                      {item.component ? (
                        <span className="inbox-badge">{item.component}</span>
                      ) : (
                        <span className="inbox-badge">{t('feedbackAdmin.inbox.noContext')}</span>
                      )}
                      {item.contextTitle ? <span>{item.contextTitle}</span> : null}
                    </p>
                    <p className="inbox-text" lang={item.locale || undefined}>
                      {item.text}
                    </p>
                    <p className="inbox-meta muted">
                      <span>
                        {item.author.name ?? t('feedbackAdmin.inbox.unknownAuthor')}
                        {item.author.email ? (
                          <>
                            {' '}
                            <bdi dir="ltr">&lt;{item.author.email}&gt;</bdi>
                          </>
                        ) : null}
                      </span>
                      <span>{languageName(item.locale)}</span>
                      <span>
                        {item.dictated
                          ? t('feedbackAdmin.inbox.dictated')
                          : t('feedbackAdmin.inbox.typed')}
                      </span>
                      <span>
                        {item.source === 'dialog'
                          ? t('feedbackAdmin.inbox.sourceDialog')
                          : t('feedbackAdmin.inbox.sourcePanel')}
                      </span>
                      <span>
                        {item.createdAtMs === null ? '-' : format.dateTime(item.createdAtMs)}
                      </span>
                    </p>
                  </li>
                ))}
              </ol>
            )}
            {inbox.hasNextPage ? (
              <Button
                variant="secondary"
                busy={inbox.isFetchingNextPage}
                onClick={() => void inbox.fetchNextPage()}
              >
                {t('feedbackAdmin.inbox.loadMore')}
              </Button>
            ) : null}
          </>
        )}
      </QueryState>
    </Card>
  );
}
