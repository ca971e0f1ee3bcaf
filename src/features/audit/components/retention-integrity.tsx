import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import * as z from 'zod/mini';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { NumberField } from '@/components/ui/number-field';
import { QueryState } from '@/components/ui/query-state';
import { paths } from '@/config/paths';
import { formMessage, useFormErrorText } from '@/lib/forms/form-errors';
import { formResolver } from '@/lib/forms/form-resolver';
import { useRetentionStatus } from '../api/get-retention-status';
import { useVerifyAuditChain } from '../api/verify-audit-chain';
import { AUDIT_RETENTION_DAYS, CLEANUP_COUNT_LIMIT, VERIFY_CHAIN_MAX_LINKS } from '../constants';
import { useAuditFormat } from '../hooks/use-audit-format';
import { useReasonText } from '../lib/refusals';

/** A field of the range: empty (NaN, as the number field gives it) or a link number. */
const seqField = z.custom<number>((value) => typeof value === 'number');

const rangeSchema = z
  .object({ fromSeq: seqField, toSeq: seqField })
  .check(
    z.refine(
      ({ fromSeq, toSeq }) => Number.isNaN(fromSeq) || Number.isNaN(toSeq) || fromSeq <= toSeq,
      { path: ['toSeq'], error: formMessage('audit.integrity.invalidRange') },
    ),
  );
type RangeForm = z.infer<typeof rangeSchema>;

/** The link to an entry's detail on this screen. */
const entryHref = (entryId: string) => `${paths.admin.audit}?entry=${encodeURIComponent(entryId)}`;

function Retention({ now }: { now?: number }) {
  const { t } = useTranslation();
  const format = useAuditFormat();
  const status = useRetentionStatus(now);
  const data = status.data;
  return (
    <Card aria-labelledby="audit-retention-heading">
      <h2 id="audit-retention-heading" className="audit-section-title">
        {t('audit.retention.title')}
      </h2>
      <p className="muted">
        {t('audit.retention.policy', { count: AUDIT_RETENTION_DAYS, days: AUDIT_RETENTION_DAYS })}
      </p>
      <QueryState query={status} failed={t('audit.retention.loadError')} />
      {data ? (
        <>
          <p className="audit-summary">
            {data.capped
              ? t('audit.retention.expiredAtLimit', {
                  count: AUDIT_RETENTION_DAYS,
                  limit: format.number(CLEANUP_COUNT_LIMIT),
                  days: AUDIT_RETENTION_DAYS,
                })
              : t('audit.retention.expired', {
                  count: data.expired,
                  total: format.number(data.expired),
                  days: AUDIT_RETENTION_DAYS,
                })}
          </p>
          {data.oldest ? (
            <p>
              {t('audit.retention.oldest', {
                written: format.time(data.oldest.timestamp),
                expires: format.time(data.oldest.expireAt),
              })}
            </p>
          ) : (
            <p className="muted">{t('audit.retention.noEntries')}</p>
          )}
        </>
      ) : null}
    </Card>
  );
}

function Integrity() {
  const { t } = useTranslation();
  const reasonText = useReasonText();
  const format = useAuditFormat();
  const errorText = useFormErrorText();
  const verify = useVerifyAuditChain();
  const form = useForm<RangeForm>({
    resolver: formResolver(rangeSchema),
    defaultValues: { fromSeq: Number.NaN, toSeq: Number.NaN },
  });
  const run = form.handleSubmit(({ fromSeq, toSeq }) =>
    verify.mutate({
      ...(Number.isNaN(fromSeq) ? {} : { fromSeq }),
      ...(Number.isNaN(toSeq) ? {} : { toSeq }),
    }),
  );
  const result = verify.data;

  return (
    <Card aria-labelledby="audit-integrity-heading">
      <h2 id="audit-integrity-heading" className="audit-section-title">
        {t('audit.integrity.title')}
      </h2>
      <p className="muted">
        {t('audit.integrity.explain', {
          count: VERIFY_CHAIN_MAX_LINKS,
          limit: format.number(VERIFY_CHAIN_MAX_LINKS),
        })}
      </p>
      <form
        className="filter-grid"
        noValidate
        aria-label={t('audit.integrity.range')}
        onSubmit={(event) => void run(event)}
      >
        {(['fromSeq', 'toSeq'] as const).map((name) => (
          <Controller
            key={name}
            control={form.control}
            name={name}
            render={({ field, fieldState }) => (
              <NumberField
                label={t(`audit.integrity.${name}`)}
                description={t('audit.integrity.optional')}
                error={errorText(fieldState.error)}
                minValue={1}
                step={1}
                formatOptions={{ useGrouping: false }}
                wholeNumber
                value={field.value}
                onChange={field.onChange}
                onBlur={field.onBlur}
                ref={field.ref}
              />
            )}
          />
        ))}
        <div className="filter-actions">
          <Button type="submit" busy={verify.isPending}>
            {t('audit.integrity.verify')}
          </Button>
        </div>
      </form>

      <div aria-live="polite">
        {verify.isError ? <Alert tone="error" title={reasonText(verify.error)} /> : null}
        {result && !verify.isPending ? (
          result.broken ? (
            <Alert
              tone="error"
              title={t(`audit.integrity.broken.${result.broken.reason}`, {
                seq: result.broken.seq,
              })}
            >
              <p>
                {t('audit.integrity.checkedBefore', {
                  count: result.checked,
                  total: format.number(result.checked),
                })}
              </p>
              {result.broken.entryId ? (
                <Link to={entryHref(result.broken.entryId)}>
                  {t('audit.integrity.openEntry', { id: result.broken.entryId })}
                </Link>
              ) : null}
            </Alert>
          ) : result.checked === 0 || result.firstSeq === null || result.lastSeq === null ? (
            <Alert tone="info" title={t('audit.integrity.nothing')} />
          ) : (
            <Alert
              tone="success"
              title={t('audit.integrity.intact', {
                count: result.checked,
                total: format.number(result.checked),
                first: result.firstSeq,
                last: result.lastSeq,
              })}
            >
              <p>
                {t('audit.integrity.head', {
                  count: result.headSeq,
                  head: format.number(result.headSeq),
                })}
              </p>
              {result.capped ? (
                <p>
                  {t('audit.integrity.capped', {
                    count: VERIFY_CHAIN_MAX_LINKS,
                    limit: format.number(VERIFY_CHAIN_MAX_LINKS),
                  })}
                </p>
              ) : null}
            </Alert>
          )
        ) : null}
      </div>
    </Card>
  );
}

/** How long entries are kept and how many have outlived it; the hash chain's check. */
export function RetentionIntegrity({ now }: { now?: number }) {
  return (
    <div className="stack">
      <Integrity />
      <Retention now={now} />
    </div>
  );
}
