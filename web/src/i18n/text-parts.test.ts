import { describe, expect, it } from 'vitest';
import en from './en.json';
import nl from './nl.json';
import { joinTexts, LATER_TEXTS, textPart } from './text-parts';

describe('text parts', () => {
  it.each([
    ['en', en],
    ['nl', nl],
  ])('cut %s into a start and a later part that together are every text, none twice', (_language, texts) => {
    const start = textPart(texts, 'start');
    const later = textPart(texts, 'later');
    expect(joinTexts(start, later)).toEqual(texts);
    expect(JSON.stringify(start).length + JSON.stringify(later).length).toBeLessThan(
      JSON.stringify(texts).length + 40,
    );
  });

  it('puts the named paths in the later part and keeps the rest of their namespace at start', () => {
    const start = textPart(en, 'start');
    const later = textPart(en, 'later');
    expect(Object.keys(later)).toEqual(expect.arrayContaining(['decide', 'settings', 'credits']));
    expect(start).not.toHaveProperty('decide');
    expect(start).toHaveProperty('credits.link', en.credits.link);
    expect(later).not.toHaveProperty('credits.link');
    expect(later).toHaveProperty('credits.sourceTexts', en.credits.sourceTexts);
    expect(start).toHaveProperty('swipe', en.swipe);
    expect(later).toHaveProperty(['oneIn', 'allPlaces_other'], en.oneIn.allPlaces_other);
    expect(start).not.toHaveProperty(['oneIn', 'allPlaces_one']);
    expect(start).toHaveProperty(['oneIn', 'cardLine'], en.oneIn.cardLine);
  });

  it('names only paths that exist, so a renamed namespace cannot quietly move back to the start', () => {
    const keys = (node: object, prefix = ''): string[] =>
      Object.entries(node).flatMap(([key, value]) =>
        typeof value === 'object' && value !== null
          ? [prefix + key, ...keys(value as object, `${prefix}${key}.`)]
          : [prefix + key, prefix + key.replace(/_[a-z]+$/, '')],
      );
    const all = new Set(keys(en));
    const has = (path: string) => (all.has(path) ? true : undefined);
    expect(LATER_TEXTS.filter((path) => has(path) === undefined)).toEqual([]);
  });
});
