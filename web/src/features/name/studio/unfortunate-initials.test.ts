import { describe, expect, it } from 'vitest';
import { checkInitials, UNFORTUNATE_INITIALS } from './unfortunate-initials';

describe('initials check', () => {
  it('warns when first, middle and last name spell an English word', () => {
    expect(checkInitials('Ava', 'Sophie', 'Smith')).toEqual({ initials: 'ASS', languages: ['en'] });
  });

  it('warns for a Dutch word, reading a Dutch last name by its main word', () => {
    expect(checkInitials('Kim', 'Ursula', 'ter Tuin')).toEqual({ initials: 'KUT', languages: ['nl'] });
    expect(checkInitials('Pieter', 'Isaac', 'van der Sloot')).toEqual({ initials: 'PIS', languages: ['nl'] });
  });

  it('names both languages when the word is on both lists', () => {
    expect(checkInitials('Karel', 'Kees', 'Koster').languages).toEqual(['en', 'nl']);
  });

  it('stays quiet for plain initials, without a middle name, and folds accents', () => {
    expect(checkInitials('Emma', '', 'Jansen')).toEqual({ initials: 'EJ', languages: [] });
    expect(checkInitials('Élodie', 'Zoë', 'Bakker')).toEqual({ initials: 'EZB', languages: [] });
  });

  it('keeps the lists short, upper case and without repeats', () => {
    for (const words of Object.values(UNFORTUNATE_INITIALS)) {
      expect(words.length).toBeLessThanOrEqual(40);
      expect(new Set(words).size).toBe(words.length);
      for (const word of words) {
        expect(word).toMatch(/^[A-Z]{2,4}$/);
      }
    }
  });
});
