import { describe, expect, it } from 'vitest';
import { originLabel } from './origin-label';

describe('origin label', () => {
  it('is the catalogue’s English text in English', () => {
    expect(originLabel('Ancient Greek', ['grc'], 'en')).toBe('Ancient Greek');
  });

  it('names the origin languages in Dutch where Intl knows them all', () => {
    expect(originLabel('Ancient Greek', ['grc'], 'nl')).toBe('Oudgrieks');
    expect(originLabel('Latin, Hebrew', ['la', 'he'], 'nl')).toBe('Latijn, Hebreeuws');
  });

  it('falls back to the English text for codes Intl does not know or would misread', () => {
    expect(originLabel('Germanic', ['gem'], 'nl')).toBe('Germanic');
    expect(originLabel('Proto-Germanic', ['gem-pro'], 'nl')).toBe('Proto-Germanic');
    expect(originLabel('Latin, Germanic', ['la', 'gem'], 'nl')).toBe('Latin, Germanic');
    expect(originLabel('Latin', [], 'nl')).toBe('Latin');
  });

  it('falls back to the English text where the language is not one Intl accepts', () => {
    expect(originLabel('Latin', ['la'], '!!')).toBe('Latin');
  });
});
