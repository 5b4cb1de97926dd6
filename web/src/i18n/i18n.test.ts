import {
  FAMILY_MEMBERS_MAX,
  FAMILY_NAMES_MAX,
  PARENTS_MAX,
  SUPPORTERS_MAX,
} from '@name-swiper/contract/constants';
import { ERROR_CODES } from '@name-swiper/contract/errors';
import { describe, expect, it } from 'vitest';
import en from './en.json';
import nl from './nl.json';
import { detectLanguage } from './i18n';

function keysOf(value: unknown, prefix = ''): string[] {
  if (typeof value !== 'object' || value === null) {
    return [prefix];
  }
  return Object.entries(value).flatMap(([key, child]) => keysOf(child, prefix ? `${prefix}.${key}` : key));
}

function valueAt(resource: unknown, key: string): unknown {
  return key.split('.').reduce<unknown>((node, part) => {
    if (typeof node === 'object' && node !== null && part in node) {
      return Object.entries(node).find(([name]) => name === part)?.[1];
    }
    return undefined;
  }, resource);
}

describe('translations', () => {
  it('en and nl have exactly the same keys', () => {
    expect(keysOf(nl).sort()).toEqual(keysOf(en).sort());
  });

  it('has no empty text, and Dutch is translated rather than copied', () => {
    const same = keysOf(en).filter((key) => valueAt(en, key) === valueAt(nl, key));
    expect(keysOf(en).filter((key) => valueAt(en, key) === '')).toEqual([]);
    // Names, codes and words that are the same in both languages.
    const allowed = new Set([
      'swipe.filters',
      'nav.matches',
      'matches.title',
      'matches.matches',
      'gender.unisex',
      'tags.eras.modern',
      'tags.lengths.mediumExplained',
      'tags.lengths.longExplained',
      'notFound.code',
      'languages.en',
      'languages.nl',
      'settings.sampleName',
      'nav.matchesCount_one',
      'nav.matchesCount_other',
      'nav.likesCount_one',
      'nav.likesCount_other',
      'sidebar.menu',
      'name.nameDayIn',
      'name.statsRankInYear',
      'name.statsTrend',
      'namesakes.via',
      'place.pt',
      'place.fi',
      'tags.names.portuguese',
      'tags.names.finnish',
      'tags.names.leipzig',
      'tags.names.ontario',
      'tags.countries.ca',
      'name.countries.ca-on',
      'place.de-leipzig',
      'place.ca-on',
      'originLanguages.arn',
      'originLanguages.gnc',
      'originLanguages.kln',
      'originLanguages.snk',
      'together.supporters',
      'cheers.mark',
    ]);
    expect(same.filter((key) => !allowed.has(key))).toEqual([]);
  });

  it('writes Dutch as the glossary in README.md says: je and jij, no word-by-word calques', () => {
    const calques = [
      /\b(u|uw)\b/,
      /vind-ik-leuk/i,
      /\bstemmen\b/i,
      /swipeweergave/i,
      /\bbijnamen\b/i,
      /\brang\b/i,
    ];
    const offending = keysOf(nl).filter((key) => {
      const text = valueAt(nl, key);
      return typeof text === 'string' && calques.some((calque) => calque.test(text));
    });
    expect(offending).toEqual([]);
  });

  it('translates every error code of the contract', () => {
    for (const code of ERROR_CODES) {
      expect(valueAt(en, `errors.${code}`)).toEqual(expect.any(String));
      expect(valueAt(nl, `errors.${code}`)).toEqual(expect.any(String));
    }
  });

  it("names the family's limits in the refusals that meet them, as the contract sets them", () => {
    for (const texts of [en, nl]) {
      expect(texts.errors['family-full']).toContain(String(FAMILY_MEMBERS_MAX));
      expect(texts.errors['parents-full']).toContain(String(PARENTS_MAX));
      expect(texts.errors['supporters-full']).toContain(String(SUPPORTERS_MAX));
      expect(texts.errors['family-names-full']).toContain(String(FAMILY_NAMES_MAX));
    }
  });

  it('keeps the exact texts of the spec', () => {
    expect(en.header.openMenu).toBe('Open menu');
    expect(en.swipe.emptyTitle).toBe('The name list is empty!');
    expect(en.ads.placeholder).toBe('Native Ad Placeholder');
    expect(en.notFound.text).toBe("Sorry, we can't find that page.");
    expect(en.tags.left).toBe('{{count}} left');
  });
});

describe('language detection', () => {
  it('uses the stored setting first, then the browser language, then English', () => {
    expect(detectLanguage('nl', ['en-US'])).toBe('nl');
    expect(detectLanguage(null, ['fr-FR', 'nl-BE'])).toBe('nl');
    expect(detectLanguage('de', ['fr'])).toBe('en');
    expect(detectLanguage(null, [])).toBe('en');
  });
});
