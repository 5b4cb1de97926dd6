import type { PartnerLikeMessage } from '@name-swiper/contract/realtime';
import { describe, expect, it } from 'vitest';
import type { DeckFilters } from '../../../api/deck-filters';
import { passesDeckFilters } from './partner-like-filter';

const sofia: PartnerLikeMessage = {
  name: {
    id: 'sofia',
    name: 'Sofia',
    gender: 'F',
    tags: ['english', 'italian'],
    popularIn: ['it'],
    originLanguages: ['grc'],
  },
  initial: 's',
  length: 'medium',
  eras: ['modern', 'rising'],
};
const open: DeckFilters = {
  tags: [],
  genders: [],
  tagMatch: 'any',
  initials: [],
  lengths: [],
  eras: [],
  unisex: false,
};

describe('passesDeckFilters', () => {
  it('passes a name every filter allows, an empty list filtering nothing', () => {
    expect(passesDeckFilters(sofia, open)).toBe(true);
    expect(
      passesDeckFilters(sofia, {
        tags: ['italian', 'greek'],
        genders: ['F', 'N'],
        tagMatch: 'any',
        initials: ['s'],
        lengths: ['medium', 'long'],
        eras: ['classic', 'rising'],
        unisex: false,
      }),
    ).toBe(true);
  });

  it('refuses a name any one filter leaves out', () => {
    expect(passesDeckFilters(sofia, { ...open, tags: ['greek'] })).toBe(false);
    expect(passesDeckFilters(sofia, { ...open, tags: ['italian', 'greek'], tagMatch: 'all' })).toBe(false);
    expect(passesDeckFilters(sofia, { ...open, genders: ['M'] })).toBe(false);
    expect(passesDeckFilters(sofia, { ...open, initials: ['e'] })).toBe(false);
    expect(passesDeckFilters(sofia, { ...open, lengths: ['short'] })).toBe(false);
    expect(passesDeckFilters(sofia, { ...open, eras: ['classic'] })).toBe(false);
    expect(passesDeckFilters(sofia, { ...open, unisex: true })).toBe(false);
  });
});
