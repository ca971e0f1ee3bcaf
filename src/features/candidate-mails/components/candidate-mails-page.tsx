// The company's candidate mails: its response promise, and its own wording of each mail to
// candidates (rejection, stage update, invitation to book, still under review) in each of the
// six languages, edited with a live preview. For who manages the team.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LOCALES, type Locale } from '@contracts/locales';
import {
  CANDIDATE_MAIL_KINDS,
  mailTemplateIdOf,
  type CandidateMailKind,
  type MergeValues,
} from '@contracts/mail-templates';
import { Card } from '@/components/ui/card';
import { NativeSelect } from '@/components/ui/native-select';
import { QueryState } from '@/components/ui/query-state';
import { useFormat } from '@/lib/format/use-format';
import { useMailTemplates } from '../api/get-mail-templates';
import { useResponsePromise } from '../api/get-response-promise';
import { ResponsePromiseForm } from './response-promise-form';
import { TemplateEditor } from './template-editor';
import './candidate-mails.css';

/** Where the preview's booking link points: an example, never a real booking. */
const SAMPLE_BOOKING_LINK = 'https://example.com/book/interview';

interface CandidateMailsPageProps {
  companyId: string;
  uid: string;
  companyName: string;
}

export function CandidateMailsPage({ companyId, uid, companyName }: CandidateMailsPageProps) {
  const { t, i18n } = useTranslation();
  const format = useFormat();
  const promise = useResponsePromise(companyId);
  const templates = useMailTemplates(companyId);
  const [kind, setKind] = useState<CandidateMailKind>('rejection');
  const [locale, setLocale] = useState<Locale>(
    (LOCALES as readonly string[]).includes(i18n.language) ? (i18n.language as Locale) : 'en',
  );
  const sample: MergeValues = {
    firstName: t('candidateMails.sample.firstName'),
    jobTitle: t('candidateMails.sample.jobTitle'),
    company: companyName || t('candidateMails.sample.company'),
    stage: t('candidates.stages.interview'),
    bookingLink: SAMPLE_BOOKING_LINK,
  };

  return (
    <div className="stack candidate-mails">
      <Card aria-labelledby="candidate-mails-promise-heading">
        <h2 id="candidate-mails-promise-heading">{t('candidateMails.promise.title')}</h2>
        <p>{t('candidateMails.promise.explain')}</p>
        <QueryState query={promise} failed={t('candidateMails.promise.loadFailed')}>
          {(days) => <ResponsePromiseForm companyId={companyId} uid={uid} days={days} />}
        </QueryState>
      </Card>
      <Card aria-labelledby="candidate-mails-templates-heading">
        <h2 id="candidate-mails-templates-heading">{t('candidateMails.templates.title')}</h2>
        <p>{t('candidateMails.templates.explain')}</p>
        <div className="candidate-mail-choice">
          <NativeSelect
            label={t('candidateMails.templates.kind')}
            value={kind}
            onChange={(event) => setKind(event.target.value as CandidateMailKind)}
          >
            {CANDIDATE_MAIL_KINDS.map((option) => (
              <option key={option} value={option}>
                {t(`candidateMails.kinds.${option}`)}
              </option>
            ))}
          </NativeSelect>
          <NativeSelect
            label={t('candidateMails.templates.language')}
            value={locale}
            onChange={(event) => setLocale(event.target.value as Locale)}
          >
            {LOCALES.map((option) => (
              <option key={option} value={option}>
                {format.languageName(option)}
              </option>
            ))}
          </NativeSelect>
        </div>
        <QueryState query={templates} failed={t('candidateMails.templates.loadFailed')}>
          {(own) => {
            const id = mailTemplateIdOf(kind, locale);
            return (
              <TemplateEditor
                key={id}
                companyId={companyId}
                uid={uid}
                kind={kind}
                locale={locale}
                own={own.find((template) => template.id === id) ?? null}
                sample={sample}
              />
            );
          }}
        </QueryState>
      </Card>
    </div>
  );
}
