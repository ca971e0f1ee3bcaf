// Beside the results: the most frequent cities, salary bands and skills of what was found, each a
// link to the search narrowed by it with the number of jobs it keeps, and the companies the person
// hid, each with a button to show its jobs again.
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { FacetCount, JobSearchFacets } from '@contracts/job-search';
import { MAX_SKILLS, type JobSearchFilters } from '@domain/job-search-filters';
import { paramsFromFilters } from '@domain/job-search-params';
import { useFormat } from '@/lib/format/use-format';
import { FACET_VALUES_SHOWN } from '../constants';
import { useJobVocabulary } from './job-facts';
import { RemovableChips } from './removable-chips';

/** The search narrowed by one more filter, as a link's target. */
const narrowed = (filters: JobSearchFilters, change: Partial<JobSearchFilters>) => ({
  search: paramsFromFilters({ ...filters, ...change }).toString(),
});

/** Bands from `minSalary` up: a minimum salary keeps every band at or above it. */
function salaryFloors(bands: readonly FacetCount[]): { floor: number; count: number }[] {
  const sorted = bands
    .map((band) => ({ floor: Number(band.value), count: band.count }))
    .filter((band) => Number.isFinite(band.floor))
    .sort((a, b) => a.floor - b.floor);
  return sorted
    .map((band, index) => ({
      floor: band.floor,
      count: sorted.slice(index).reduce((sum, above) => sum + above.count, 0),
    }))
    .filter((band) => band.floor > 0 && band.count > 0);
}

function FacetLinks({
  title,
  entries,
}: {
  title: string;
  entries: { key: string; label: string; count: number; to: { search: string } }[];
}) {
  const { t } = useTranslation();
  const format = useFormat();
  if (entries.length === 0) return null;
  return (
    <div className="search-facet">
      <h3>{title}</h3>
      <ul>
        {entries.map((entry) => (
          <li key={entry.key}>
            <Link to={entry.to}>
              {t('jobSearch.facets.option', {
                label: entry.label,
                count: format.number(entry.count),
              })}
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}

export function SearchRefine({
  facets,
  filters,
}: {
  facets: JobSearchFacets;
  filters: JobSearchFilters;
}) {
  const { t } = useTranslation();
  const vocabulary = useJobVocabulary();
  const chosenSkills = new Set(filters.skills.map((skill) => skill.toLowerCase()));
  const cities = filters.location
    ? []
    : facets.city.slice(0, FACET_VALUES_SHOWN).map((city) => ({
        key: city.value,
        label: city.value,
        count: city.count,
        to: narrowed(filters, { location: city.value }),
      }));
  const salaries = salaryFloors(facets.salaryBand)
    .filter((band) => band.floor !== filters.minSalary)
    .map((band) => ({
      key: String(band.floor),
      label: t('jobSearch.facets.salaryFrom', { salary: vocabulary.salary(band.floor) }),
      count: band.count,
      to: narrowed(filters, { minSalary: band.floor }),
    }));
  const skills =
    filters.skills.length >= MAX_SKILLS
      ? []
      : facets.skill
          .filter((skill) => !chosenSkills.has(skill.value.toLowerCase()))
          .slice(0, FACET_VALUES_SHOWN)
          .map((skill) => ({
            key: skill.value,
            label: skill.value,
            count: skill.count,
            to: narrowed(filters, { skills: [...filters.skills, skill.value] }),
          }));
  if (cities.length + salaries.length + skills.length === 0) return null;
  return (
    <nav className="search-refine" aria-label={t('jobSearch.facets.title')}>
      <FacetLinks title={t('jobSearch.facets.cities')} entries={cities} />
      <FacetLinks title={t('jobSearch.facets.salary')} entries={salaries} />
      <FacetLinks title={t('jobSearch.facets.skills')} entries={skills} />
    </nav>
  );
}

/** The companies whose jobs are hidden, each with a button that shows them again. */
export function HiddenCompanies({
  companies,
  onShow,
}: {
  companies: readonly string[];
  onShow: (company: string) => void;
}) {
  const { t } = useTranslation();
  const id = useId();
  if (companies.length === 0) return null;
  return (
    <div className="hidden-companies">
      <span id={`${id}-hidden`} className="muted">
        {t('jobSearch.hidden.label')}
      </span>
      <RemovableChips
        aria-labelledby={`${id}-hidden`}
        items={companies}
        removeLabel={(company) => t('jobSearch.hidden.show', { company })}
        onRemove={onShow}
      />
    </div>
  );
}
