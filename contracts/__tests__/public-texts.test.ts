// The public job pages' texts (public/locales/<lng>/public.json, rendered by
// functions/src/public-pages): every language has every text of English with the same
// placeholders, and names job types and levels with the very words the app shows.
import { describe, expect, it } from 'vitest';
import arCommon from '../../public/locales/ar/common.json';
import deCommon from '../../public/locales/de/common.json';
import enCommon from '../../public/locales/en/common.json';
import esCommon from '../../public/locales/es/common.json';
import frCommon from '../../public/locales/fr/common.json';
import itCommon from '../../public/locales/it/common.json';
import ar from '../../public/locales/ar/public.json';
import de from '../../public/locales/de/public.json';
import en from '../../public/locales/en/public.json';
import es from '../../public/locales/es/public.json';
import fr from '../../public/locales/fr/public.json';
import it_ from '../../public/locales/it/public.json';
import { LOCALES, type Locale } from '../locales';
import { flatten, placeholders, type Tree } from './locale-tree';

const FILES: Record<Locale, Tree> = { en, de, it: it_, fr, es, ar };
const COMMON = {
  en: enCommon,
  de: deCommon,
  it: itCommon,
  fr: frCommon,
  es: esCommon,
  ar: arCommon,
};

const english = flatten(en);

/** Words that are the same in English and in that language (loanwords, the brand). */
const SAME_AS_ENGLISH: Partial<Record<Locale, string[]>> = {
  de: ['site', 'job.remote', 'job.remoteFrom', 'levels.senior'],
  it: ['types.partTime', 'levels.senior'],
  fr: ['job.type', 'job.description', 'levels.senior'],
};

describe("the public pages' texts", () => {
  for (const language of LOCALES) {
    it(`name the job types and levels in ${language} as the app does`, () => {
      const texts = FILES[language] as { types: unknown; levels: unknown };
      expect(texts.types).toEqual(COMMON[language].jobs.types);
      expect(texts.levels).toEqual(COMMON[language].jobs.levels);
    });
  }

  for (const language of LOCALES.filter((code) => code !== 'en')) {
    describe(`in ${language}`, () => {
      const texts = flatten(FILES[language]);

      it('have every text of English and no other, with its placeholders', () => {
        expect(Object.keys(texts).sort()).toEqual(Object.keys(english).sort());
        for (const [key, text] of Object.entries(english)) {
          expect(texts[key]?.trim(), key).toBeTruthy();
          expect(placeholders(texts[key] ?? ''), key).toEqual(placeholders(text));
        }
      });

      it('are translated, not copied from English', () => {
        const copied = Object.keys(english).filter((key) => texts[key] === english[key]);
        expect(copied).toEqual(SAME_AS_ENGLISH[language] ?? []);
      });
    });
  }
});
