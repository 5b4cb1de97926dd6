import { describe, expect, it } from 'vitest';
import { lastNameSuggestions } from './last-name-suggestions';

describe('the last names offered for a preview', () => {
  it("offers the device's own and the double barrel beside the family's", () => {
    expect(lastNameSuggestions('de Vries', 'Jansen')).toEqual(['Jansen', 'de Vries-Jansen']);
  });

  it('never offers the saved name doubled, nor the saved name itself', () => {
    expect(lastNameSuggestions('van der Heijden-Brouwer', 'van der Heijden-Brouwer')).toEqual([]);
    expect(lastNameSuggestions('de Vries', 'De Vries')).toEqual([]);
  });

  it('adds to a double barrel only the parts it does not have yet', () => {
    expect(lastNameSuggestions('van der Heijden-Brouwer', 'Brouwer')).toEqual(['Brouwer']);
    expect(lastNameSuggestions('van der Heijden', 'Brouwer-van der Heijden')).toEqual([
      'Brouwer-van der Heijden',
      'van der Heijden-Brouwer',
    ]);
  });

  it('offers nothing to join where either name is missing', () => {
    expect(lastNameSuggestions('', 'Jansen')).toEqual(['Jansen']);
    expect(lastNameSuggestions('de Vries', '')).toEqual([]);
  });
});
