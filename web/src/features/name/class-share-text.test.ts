import { describe, expect, it } from 'vitest';
import en from '../../i18n/en.json';
import nl from '../../i18n/nl.json';
import { createTranslator } from '../../i18n/translator';
import { classShareText } from './class-share-text';

const t = { en: createTranslator('en', en).t, nl: createTranslator('nl', nl).t };

describe("the name page's sentence", () => {
  it('names the sex, the place and the year, and says "at least" where the source hides names', () => {
    const noor = { name: 'Noor', place: 'be-vlg', year: 2025 } as const;
    expect(classShareText(t.en, { ...noor, oneIn: { n: 110, sex: 'F', atLeast: true } })).toBe(
      '1 in at least 110 girls born in Flanders in 2025 was named Noor: very common.',
    );
    expect(classShareText(t.nl, { ...noor, oneIn: { n: 110, sex: 'F', atLeast: true } })).toBe(
      '1 op minstens 110 meisjes geboren in Vlaanderen in 2025 kreeg de naam Noor: heel vaak.',
    );
    expect(
      classShareText(t.en, { ...noor, place: 'de-berlin', year: 2023, oneIn: { n: 690, sex: 'M' } }),
    ).toBe('About 1 in 690 boys born in Berlin in 2023 was named Noor: common.');
    expect(classShareText(t.nl, { ...noor, place: 'nl', year: 2014, oneIn: { n: 480 } })).toBe(
      "Ongeveer 1 op de 480 baby's geboren in Nederland in 2014 kreeg de naam Noor: vaak.",
    );
  });
});
