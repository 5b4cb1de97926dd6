import { describe, expect, it } from 'vitest';
import { isJunkName } from './junk-filter';

describe('isJunkName', () => {
  it.each([
    'Unnamed',
    'UNKNOWN',
    'Baby',
    'Babygirl',
    'Baby Boy',
    'Infant',
    'Boy',
    'Girl',
    'Notnamed',
    'Female',
  ])('rejects the placeholder %s', (name) => {
    expect(isJunkName(name)).toBe(true);
  });

  it.each(['I', 'A', '', '  ', 'Ä'])('rejects the single letter or empty %j', (name) => {
    expect(isJunkName(name)).toBe(true);
  });

  it.each(['Anna2', '3', 'T.J.', 'Adelina,', 'Layota`h', '-Anna', 'Anna-', "Jo''anne", 'Ma  rie'])(
    'rejects the artefact %s',
    (name) => {
      expect(isJunkName(name)).toBe(true);
    },
  );

  it.each([
    'Emma',
    'Léo',
    'Marie-Claire',
    "Za'Niyah",
    'M Barek',
    'Zoë',
    'Çois',
    'Jo',
    'Boyd',
    'Sonny',
    'Malea',
  ])('keeps the real name %s', (name) => {
    expect(isJunkName(name)).toBe(false);
  });
});
