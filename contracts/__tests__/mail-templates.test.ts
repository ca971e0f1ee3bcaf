// The mail templates (public/locales/<lng>/mail.json, rendered by
// functions/src/lib/mail/render.ts): every language has every text of English, with the same
// placeholders, translated; a stage is named in a mail with the very words the app shows the job
// seeker (common.json applications.stages).
import { describe, expect, it } from 'vitest';
import arCommon from '../../public/locales/ar/common.json';
import deCommon from '../../public/locales/de/common.json';
import enCommon from '../../public/locales/en/common.json';
import esCommon from '../../public/locales/es/common.json';
import frCommon from '../../public/locales/fr/common.json';
import itCommon from '../../public/locales/it/common.json';
import ar from '../../public/locales/ar/mail.json';
import de from '../../public/locales/de/mail.json';
import en from '../../public/locales/en/mail.json';
import es from '../../public/locales/es/mail.json';
import fr from '../../public/locales/fr/mail.json';
import it_ from '../../public/locales/it/mail.json';
import { APPLICATION_STAGES } from '../application';
import { LOCALES } from '../locales';
import { MAIL_TEMPLATES } from '../mail';
import { flatten, placeholders, type Tree } from './locale-tree';

const FILES: Record<(typeof LOCALES)[number], Tree> = { en, de, it: it_, fr, es, ar };
/** The app's own texts: the stages as My applications shows them. */
const APP_STAGES: Record<(typeof LOCALES)[number], unknown> = {
  en: enCommon.applications.stages,
  de: deCommon.applications.stages,
  it: itCommon.applications.stages,
  fr: frCommon.applications.stages,
  es: esCommon.applications.stages,
  ar: arCommon.applications.stages,
};

const english = flatten(en);

describe('the mail templates', () => {
  it('exist in every language', () => {
    expect(Object.keys(FILES).sort()).toEqual([...LOCALES].sort());
  });

  it('have every template of the mail contract and a label for every stage', () => {
    for (const template of MAIL_TEMPLATES) {
      for (const line of ['subject', 'heading', 'body']) {
        expect(english[`${template}.${line}`], `${template}.${line}`).toBeTruthy();
      }
    }
    expect(Object.keys(en.stages).sort()).toEqual([...APPLICATION_STAGES].sort());
  });

  for (const language of LOCALES) {
    it(`name every stage in ${language} as the app shows it to the job seeker`, () => {
      const stages = FILES[language].stages;
      expect(Object.keys(stages ?? {}).sort()).toEqual([...APPLICATION_STAGES].sort());
      expect(stages).toEqual(APP_STAGES[language]);
    });
  }

  for (const language of LOCALES.filter((code) => code !== 'en')) {
    describe(`in ${language}`, () => {
      const texts = flatten(FILES[language]);

      it('have every text of English and no other', () => {
        expect(Object.keys(texts).sort()).toEqual(Object.keys(english).sort());
      });

      it('keep every placeholder and leave no text empty', () => {
        for (const [key, text] of Object.entries(english)) {
          expect(texts[key]?.trim(), key).toBeTruthy();
          expect(placeholders(texts[key] ?? ''), key).toEqual(placeholders(text));
        }
      });

      it('are translated, not copied from English', () => {
        const copied = Object.keys(english).filter((key) => texts[key] === english[key]);
        expect(copied).toEqual([]);
      });
    });
  }
});
