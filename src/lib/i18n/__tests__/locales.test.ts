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

const placeholders = (text: string) =>
  [...text.matchAll(/{{\s*(\w+)\s*}}/g)].map((m) => m[1]).sort();
const messagesOf = (language: string) => flatten(allResources[language]?.common as Tree);
const english = messagesOf('en');

describe('locale files', () => {
  it('exist for all six languages', () => {
    expect(Object.keys(allResources).sort()).toEqual([...LANGUAGE_CODES].sort());
  });

  for (const language of LANGUAGE_CODES.filter((code) => code !== 'en')) {
    describe(`the ${language} locale`, () => {
      const messages = messagesOf(language);

      it('has every key of English and no other', () => {
        expect(Object.keys(messages).sort()).toEqual(Object.keys(english).sort());
      });

      it('has no empty text and keeps every placeholder', () => {
        for (const [key, text] of Object.entries(english)) {
          expect(messages[key]?.trim(), key).toBeTruthy();
          expect(placeholders(messages[key] ?? ''), key).toEqual(placeholders(text));
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
