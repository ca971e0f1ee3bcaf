// The seed's fixed randomness and its reference day, so that every run writes the same data
// relative to "today", and the cities that both the board's jobs and the talent pool come from.
import { faker, fakerDE, fakerEN_GB, fakerES, fakerFR, fakerIT, type Faker } from '@faker-js/faker';

/** The random seed of the demo data (each generator seeds faker from it). */
export const SEED = 20_261_122;

/** Reference "today" of the data: SEED_REFERENCE_DATE, else the start of the current UTC day. */
export function referenceDate(): Date {
  const pinned = process.env.SEED_REFERENCE_DATE;
  const date = pinned ? new Date(pinned) : new Date();
  date.setUTCHours(0, 0, 0, 0);
  return date;
}

export function cityPool(): string[] {
  const sources: [Faker, string][] = [
    [faker, 'United States'],
    [fakerEN_GB, 'United Kingdom'],
    [fakerDE, 'Germany'],
    [fakerFR, 'France'],
    [fakerES, 'Spain'],
    [fakerIT, 'Italy'],
  ];
  return sources.flatMap(([localeFaker, country]) => {
    localeFaker.seed(SEED);
    const names = localeFaker.definitions.location.city_name ?? [];
    const count = Math.min(names.length, country === 'United States' ? 60 : 20);
    return localeFaker.helpers.arrayElements(names, count).map((city) => `${city}, ${country}`);
  });
}
