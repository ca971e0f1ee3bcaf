import { useTranslation } from 'react-i18next';
import { LazyTable } from '@/components/ui/lazy-table';
import { useFormat } from '@/lib/format/use-format';
import { summarizeScorecards, type AttributeSummary } from '../lib/summary';
import type { Scorecard } from '../types';
import { useAttributeLabel } from '../hooks/use-interview-labels';

const ONE_DECIMAL: Intl.NumberFormatOptions = {
  minimumFractionDigits: 1,
  maximumFractionDigits: 1,
};

/**
 * The team's scorecards side by side: per attribute each interviewer's rating, the average and
 * a mark where they differ; the recommendations counted; then each interviewer's notes.
 */
export function ScorecardSummary({
  attributes,
  scorecards,
}: {
  attributes: readonly string[];
  scorecards: readonly Scorecard[];
}) {
  const { t } = useTranslation();
  const attributeLabel = useAttributeLabel();
  const summary = summarizeScorecards(attributes, scorecards);
  const format = useFormat();
  if (summary.count === 0) return <p className="muted">{t('interviews.scorecards.none')}</p>;
  const consensus =
    summary.consensus === 'agree'
      ? t(
          summary.side === 'yes'
            ? 'interviews.scorecards.agreeYes'
            : 'interviews.scorecards.agreeNo',
        )
      : summary.consensus === 'split'
        ? t('interviews.scorecards.split')
        : null;
  return (
    <div className="stack">
      <LazyTable
        label={t('interviews.scorecards.tableCaption')}
        className="scorecard-table"
        columns={[
          {
            id: 'attribute',
            header: t('interviews.scorecards.attribute'),
            cell: (row) => (
              <>
                <bdi>{attributeLabel(row.attribute)}</bdi>
                {row.differ ? (
                  <span className="badge differ-badge">
                    <span aria-hidden="true">⚠ </span>
                    {t('interviews.scorecards.differ')}
                  </span>
                ) : null}
              </>
            ),
          },
          ...scorecards.map((card, index) => ({
            id: `rating-${card.authorUid}`,
            header: <bdi>{card.authorName || t('interviews.someone')}</bdi>,
            cell: (row: AttributeSummary) => {
              const rating = row.ratings[index]?.rating ?? null;
              return rating === null ? '–' : format.number(rating);
            },
          })),
          {
            id: 'average',
            header: t('interviews.scorecards.average'),
            cell: (row) => (
              <strong>
                {row.average === null ? '–' : format.number(row.average, ONE_DECIMAL)}
              </strong>
            ),
          },
        ]}
        rows={summary.attributes}
        rowId={(row) => row.attribute}
        rowClassName={(row) => (row.differ ? 'scorecard-differ' : undefined)}
      />
      <section aria-labelledby="recommendations-heading" className="stack">
        <h3 id="recommendations-heading">{t('interviews.scorecards.recommendations')}</h3>
        <ul className="tally">
          {summary.tally.map(({ recommendation, count }) => (
            <li key={recommendation} className={`tally-item recommendation-${recommendation}`}>
              <span>{t(`interviews.recommendations.${recommendation}`)}</span>
              <strong>{format.number(count)}</strong>
            </li>
          ))}
        </ul>
        {consensus ? (
          <p
            className={
              summary.consensus === 'agree'
                ? 'consensus consensus-agree'
                : 'consensus consensus-split'
            }
          >
            {consensus}
          </p>
        ) : null}
      </section>
      <ul className="scorecard-notes" aria-label={t('interviews.scorecards.notes')}>
        {scorecards.map((card) => (
          <li key={card.authorUid} className="scorecard-note">
            <p>
              <strong>
                <bdi>{card.authorName || t('interviews.someone')}</bdi>
              </strong>{' '}
              · {t(`interviews.recommendations.${card.recommendation}`)}
            </p>
            {card.notes ? (
              <p dir="auto" className="note-text">
                {card.notes}
              </p>
            ) : (
              <p className="muted">{t('interviews.scorecards.noNotes')}</p>
            )}
          </li>
        ))}
      </ul>
    </div>
  );
}
