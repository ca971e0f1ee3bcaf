import { useTranslation } from 'react-i18next';
import { useFormat } from '@/lib/format/use-format';
import { summarizeScorecards } from '../lib/summary';
import type { Scorecard } from '../types';
import { useAttributeLabel } from '../hooks/use-interview-labels';
import { TableScroll } from '@/components/ui/table-scroll';

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
      <TableScroll label={t('interviews.scorecards.tableCaption')}>
        <table className="table scorecard-table">
          <caption className="visually-hidden">{t('interviews.scorecards.tableCaption')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('interviews.scorecards.attribute')}</th>
              {scorecards.map((card) => (
                <th scope="col" key={card.authorUid}>
                  <bdi>{card.authorName || t('interviews.someone')}</bdi>
                </th>
              ))}
              <th scope="col">{t('interviews.scorecards.average')}</th>
            </tr>
          </thead>
          <tbody>
            {summary.attributes.map((row) => (
              <tr key={row.attribute} className={row.differ ? 'scorecard-differ' : undefined}>
                <th scope="row">
                  <bdi>{attributeLabel(row.attribute)}</bdi>
                  {row.differ ? (
                    <span className="badge differ-badge">
                      <span aria-hidden="true">⚠ </span>
                      {t('interviews.scorecards.differ')}
                    </span>
                  ) : null}
                </th>
                {row.ratings.map((entry) => (
                  <td key={entry.uid}>
                    {entry.rating === null ? '–' : format.number(entry.rating)}
                  </td>
                ))}
                <td>
                  <strong>
                    {row.average === null ? '–' : format.number(row.average, ONE_DECIMAL)}
                  </strong>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </TableScroll>
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
