import { describe, expect, it } from 'vitest';
import { nameLanguage, speechLanguage } from './speech-language';

describe('the language a name is pronounced in', () => {
  it("is the language of the name's main place", () => {
    expect(nameLanguage(['it', 'ch', 'be'])).toBe('it-IT');
    expect(nameLanguage(['us', 'ew'])).toBe('en-US');
    expect(nameLanguage([])).toBeUndefined();
  });

  it('in a place of several languages, is the one the next places share, else the main one', () => {
    expect(nameLanguage(['be', 'fr'])).toBe('fr-BE');
    expect(nameLanguage(['be', 'nl', 'fr'])).toBe('nl-BE');
    expect(nameLanguage(['ch', 'it'])).toBe('it-CH');
    expect(nameLanguage(['be'])).toBe('nl-BE');
  });

  it("speaks the parent's language where the name is used where that language is spoken (decision 75)", () => {
    const voices = ['en-GB', 'en-US', 'it-IT', 'nl-NL', 'nl-BE'];
    // Emma: #2 in Belgium, the US and the Netherlands, #6 in Italy.
    expect(speechLanguage(['be', 'us', 'nl', 'it'], 'nl', voices)).toBe('nl-NL');
    expect(speechLanguage(['it', 'be', 'us'], 'en', voices)).toBe('en-GB');
    expect(speechLanguage(['it', 'nl'], 'nl', [])).toBe('nl-NL');
    expect(speechLanguage(['it', 'fr'], 'nl', voices)).toBe('it-IT');
    expect(speechLanguage(['fr', 'be'], 'nl', [...voices, 'fr-FR'])).toBe('fr-FR');
  });

  it("takes a voice of the name's language, its own region first", () => {
    const voices = ['en-GB', 'fr-FR', 'fr-BE', 'it-IT', 'nl-NL'];
    expect(speechLanguage(['it', 'ch'], 'en', voices)).toBe('it-IT');
    expect(speechLanguage(['be', 'fr'], 'nl', voices)).toBe('fr-BE');
    expect(speechLanguage(['fr'], 'nl', ['fr-CA', 'nl-NL'])).toBe('fr-CA');
    expect(speechLanguage(['it'], 'en', ['it_IT'])).toBe('it-IT');
  });

  it('falls back to the interface language without a place or without a voice for it', () => {
    expect(speechLanguage([], 'nl', ['nl-NL', 'it-IT'])).toBe('nl-NL');
    expect(speechLanguage(['es'], 'nl', ['nl-BE', 'en-GB'])).toBe('nl-BE');
    expect(speechLanguage(['es'], 'en', ['it-IT'])).toBe('en-GB');
  });

  it("asks for the name's language when the device does not list its voices", () => {
    expect(speechLanguage(['it'], 'nl', [])).toBe('it-IT');
    expect(speechLanguage([], 'nl', [])).toBe('nl-NL');
  });
});
