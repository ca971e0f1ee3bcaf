import { useTranslation } from 'react-i18next';
import {
  WEBHOOK_HEADERS,
  WEBHOOK_SIGNATURE_TOLERANCE_SECONDS,
  WEBHOOK_VERIFY_EXAMPLE_NODE,
} from '@contracts/integrations';

const HEADER_EXAMPLE = `${WEBHOOK_HEADERS.signature}: t=1767225600,v1=5257a869e7ecebeda32affa62cdca3fa51cad7e77a0e56ff536d0ce8e108d8bd`;
const BODY_EXAMPLE = `{
  "id": "2f1c…",
  "type": "application.stage_changed",
  "createdAt": "2026-01-01T00:00:00.000Z",
  "companyId": "…",
  "data": { "applicationId": "…", "jobId": "…", "jobTitle": "…", "from": "applied", "to": "screening" }
}`;

/** How a receiver checks that a delivery comes from us, and what it receives. */
export function SignatureDocs() {
  const { t } = useTranslation();
  return (
    <div className="stack integrations-docs">
      <p>{t('integrations.docs.intro')}</p>
      <ul>
        <li>
          <code dir="ltr">{WEBHOOK_HEADERS.event}</code> — {t('integrations.docs.eventHeader')}
        </li>
        <li>
          <code dir="ltr">{WEBHOOK_HEADERS.delivery}</code> —{' '}
          {t('integrations.docs.deliveryHeader')}
        </li>
        <li>
          <code dir="ltr">{WEBHOOK_HEADERS.signature}</code> —{' '}
          {t('integrations.docs.signatureHeader')}
        </li>
      </ul>
      <pre className="integrations-code" dir="ltr">
        {HEADER_EXAMPLE}
      </pre>
      <ol>
        <li>{t('integrations.docs.step1')}</li>
        <li>{t('integrations.docs.step2')}</li>
        <li>
          {t('integrations.docs.step3', {
            count: WEBHOOK_SIGNATURE_TOLERANCE_SECONDS,
            seconds: WEBHOOK_SIGNATURE_TOLERANCE_SECONDS,
          })}
        </li>
        <li>{t('integrations.docs.step4')}</li>
      </ol>
      <h3>{t('integrations.docs.exampleTitle')}</h3>
      <pre
        className="integrations-code"
        dir="ltr"

        aria-label={t('integrations.docs.exampleTitle')}
      >
        {WEBHOOK_VERIFY_EXAMPLE_NODE}
      </pre>
      <h3>{t('integrations.docs.bodyTitle')}</h3>
      <p>{t('integrations.docs.body')}</p>
      <pre className="integrations-code" dir="ltr">
        {BODY_EXAMPLE}
      </pre>
    </div>
  );
}
