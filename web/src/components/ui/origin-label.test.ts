import { describe, expect, it } from 'vitest';
import en from '../../i18n/en.json';
import nl from '../../i18n/nl.json';
import { createTranslator } from '../../i18n/translator';
import { originLabel } from './origin-label';

const translators = { en: createTranslator('en', en), nl: createTranslator('nl', nl) };

/** The label in `language`, with our Dutch texts in Dutch and the English ones otherwise. */
const label = (origin: string, codes: string[], language: string) =>
  originLabel((language === 'nl' ? translators.nl : translators.en).t, origin, codes, language);

describe('origin label', () => {
  it('is the catalogue’s English text in English', () => {
    expect(label('Ancient Greek', ['grc'], 'en')).toBe('Ancient Greek');
  });

  it('names the origin languages in Dutch', () => {
    expect(label('Ancient Greek', ['grc'], 'nl')).toBe('Oudgrieks');
    expect(label('Latin, Hebrew', ['la', 'he'], 'nl')).toBe('Latijn, Hebreeuws');
  });

  it('names the families and old languages that Intl does not know, or would misread, itself', () => {
    expect(label('Germanic', ['gem'], 'nl')).toBe('Germaans');
    expect(label('Proto-Germanic', ['gem-pro'], 'nl')).toBe('Proto-Germaans');
    expect(label('Latin, Germanic', ['la', 'gem'], 'nl')).toBe('Latijn, Germaans');
  });

  it('falls back to the English text for a code nobody can name, and without codes', () => {
    expect(label('Proto-Nowhere', ['xx-pro'], 'nl')).toBe('Proto-Nowhere');
    expect(label('Latin, Proto-Nowhere', ['la', 'xx-pro'], 'nl')).toBe('Latin, Proto-Nowhere');
    expect(label('Latin', [], 'nl')).toBe('Latin');
  });

  it('falls back to the English text where the language is not one Intl accepts', () => {
    expect(label('Latin', ['la'], '!!')).toBe('Latin');
  });
});
