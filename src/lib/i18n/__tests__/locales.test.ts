import { describe, expect, it } from 'vitest';
import { allResources } from '@/testing/test-utils';
import { LANGUAGE_CODES } from '../languages';

type Tree = { [key: string]: string | Tree };

function flatten(tree: Tree, prefix = ''): Record<string, string> {
  return Object.fromEntries(
    Object.entries(tree).flatMap(([key, value]) =>
      typeof value === 'string'
        ? [[`${prefix}${key}`, value]]
        : Object.entries(flatten(value, `${prefix}${key}.`)),
    ),
  );
}

const PLURAL_SUFFIX = /_(zero|one|two|few|many|other)$/;
/** A key without its plural suffix (`count_one` → `count`). */
const baseKey = (key: string) => key.replace(PLURAL_SUFFIX, '');
const isPluralForm = (key: string) => PLURAL_SUFFIX.test(key);

const placeholders = (text: string) =>
  [...text.matchAll(/{{\s*(\w+)\s*}}/g)].map((m) => m[1]).sort();
const messagesOf = (language: string) => flatten(allResources[language]?.common as Tree);
const english = messagesOf('en');
/** English's keys, a plural message counted once. */
const englishBaseKeys = [...new Set(Object.keys(english).map(baseKey))].sort();

describe('locale files', () => {
  it('exist for all six languages', () => {
    expect(Object.keys(allResources).sort()).toEqual([...LANGUAGE_CODES].sort());
  });

  for (const language of LANGUAGE_CODES) {
    describe(`the ${language} locale`, () => {
      const messages = messagesOf(language);
      const categories = new Intl.PluralRules(language).resolvedOptions().pluralCategories;

      it('has every plural form its language needs, and only those', () => {
        const plurals = new Set(Object.keys(english).filter(isPluralForm).map(baseKey));
        for (const base of plurals) {
          const forms = Object.keys(messages)
            .filter((key) => isPluralForm(key) && baseKey(key) === base)
            .map((key) => key.slice(base.length + 1))
            .sort();
          expect(forms, base).toEqual([...categories].sort());
        }
      });

      if (language === 'en') return;

      it('has every key of English and no other', () => {
        expect([...new Set(Object.keys(messages).map(baseKey))].sort()).toEqual(englishBaseKeys);
      });

      it('has no empty text and keeps every placeholder', () => {
        for (const [key, text] of Object.entries(messages)) {
          expect(text.trim(), key).toBeTruthy();
          const expected = placeholders(english[key] ?? english[`${baseKey(key)}_other`] ?? '');
          const found = placeholders(text);
          // a plural form may spell its number out ("one posting"), so only it may drop {{count}}
          const required = isPluralForm(key)
            ? expected.filter((name) => name !== 'count')
            : expected;
          expect(
            found.filter((name) => !required.includes(name)),
            key,
          ).toEqual(
            isPluralForm(key) && expected.includes('count')
              ? found.filter((n) => n === 'count')
              : [],
          );
          expect(
            required.filter((name) => !found.includes(name)),
            key,
          ).toEqual([]);
        }
      });

      it('is translated, not copied from English', () => {
        const copied = Object.keys(english).filter((key) => messages[key] === english[key]);
        // a few words are the same in both languages (brand-like or loan words)
        expect(copied.length / Object.keys(english).length).toBeLessThan(0.1);
      });
    });
  }
});
