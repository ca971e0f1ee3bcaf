// The live preview of a template: its subject and paragraphs with sample values, drawn as text
// (the same paragraphs the mail has, domain/mail-template.ts), the booking link the only link.
import { useTranslation } from 'react-i18next';
import type { CandidateMailKind, MergeValues } from '@contracts/mail-templates';
import { renderTemplate, templateParagraphs } from '@domain/mail-template';

interface TemplatePreviewProps {
  kind: CandidateMailKind;
  subject: string;
  body: string;
  values: MergeValues;
}

export function TemplatePreview({ kind, subject, body, values }: TemplatePreviewProps) {
  const { t } = useTranslation();
  const paragraphs = templateParagraphs(kind, body, values);
  const shownSubject = renderTemplate({ kind, subject, body: '' }, values).subject;
  return (
    <section className="candidate-mail-preview" aria-labelledby="candidate-mail-preview-heading">
      <h3 id="candidate-mail-preview-heading">{t('candidateMails.preview.title')}</h3>
      <p className="candidate-mail-preview-subject">
        <span className="field-hint">{t('candidateMails.preview.subject')}</span>{' '}
        <strong>{shownSubject || '—'}</strong>
      </p>
      <div className="candidate-mail-preview-body">
        {paragraphs.length === 0 ? (
          <p className="field-hint">{t('candidateMails.preview.empty')}</p>
        ) : (
          paragraphs.map((lines, index) => (
            <p key={index}>
              {lines.map((line, lineIndex) => (
                <span key={lineIndex}>
                  {lineIndex > 0 ? <br /> : null}
                  {line.map((segment, segmentIndex) =>
                    segment.href === undefined ? (
                      <span key={segmentIndex}>{segment.text}</span>
                    ) : (
                      <a key={segmentIndex} href={segment.href} target="_blank" rel="noreferrer">
                        {segment.text}
                      </a>
                    ),
                  )}
                </span>
              ))}
            </p>
          ))
        )}
      </div>
    </section>
  );
}
