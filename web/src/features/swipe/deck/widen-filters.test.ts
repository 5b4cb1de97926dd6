import { describe, expect, it, vi } from 'vitest';
import type { FilterPreferences } from '../../../stores/preferences-store';
import { widen, wideningsOf } from './widen-filters';

const filters = (patch: Partial<FilterPreferences>): FilterPreferences => ({
  selectedTags: [],
  selectedGenders: ['M', 'F', 'N'],
  tagMatch: 'any',
  selectedInitials: [],
  selectedLengths: [],
  selectedEras: [],
  unisexOnly: false,
  ...patch,
});

describe('widening the filters', () => {
  it('offers only what would change them, the mildest first', () => {
    expect(wideningsOf(filters({}))).toEqual([]);
    expect(
      wideningsOf(filters({ selectedTags: ['greek', 'nature'], selectedGenders: ['F'], tagMatch: 'all' })),
    ).toEqual(['matchAnyTag', 'anyGender', 'allPlaces']);
    expect(wideningsOf(filters({ selectedTags: ['nature'], tagMatch: 'all' }))).toEqual(['allTags']);
  });

  it('offers to drop the length, era, first letters and unisex only before the gender and the categories', () => {
    const narrow = filters({
      selectedTags: ['nature'],
      selectedGenders: ['M'],
      selectedInitials: ['q'],
      selectedLengths: ['long'],
      selectedEras: ['classic'],
      unisexOnly: true,
    });
    expect(wideningsOf(narrow)).toEqual([
      'anyLength',
      'anyEra',
      'anyLetter',
      'notOnlyUnisex',
      'anyGender',
      'allTags',
    ]);
    const store = {
      setTagMatch: vi.fn(),
      setSelectedGenders: vi.fn(),
      setSelectedTags: vi.fn(),
      setSelectedLengths: vi.fn(),
      setSelectedEras: vi.fn(),
      setSelectedInitials: vi.fn(),
      setUnisexOnly: vi.fn(),
    };
    for (const widening of wideningsOf(narrow)) {
      widen(widening, narrow, store);
    }
    expect(store.setSelectedLengths).toHaveBeenCalledWith([]);
    expect(store.setSelectedEras).toHaveBeenCalledWith([]);
    expect(store.setSelectedInitials).toHaveBeenCalledWith([]);
    expect(store.setUnisexOnly).toHaveBeenCalledWith(false);
  });

  it('applies one step: any of the tags, every gender, no place tags, or no tags', () => {
    const store = {
      setTagMatch: vi.fn(),
      setSelectedGenders: vi.fn(),
      setSelectedTags: vi.fn(),
      setSelectedLengths: vi.fn(),
      setSelectedEras: vi.fn(),
      setSelectedInitials: vi.fn(),
      setUnisexOnly: vi.fn(),
    };
    const narrow = filters({
      selectedTags: ['greek', 'nature', 'english'],
      selectedGenders: ['F'],
      tagMatch: 'all',
    });
    widen('matchAnyTag', narrow, store);
    widen('anyGender', narrow, store);
    widen('allPlaces', narrow, store);
    widen('allTags', narrow, store);
    expect(store.setTagMatch).toHaveBeenCalledWith('any');
    expect(store.setSelectedGenders).toHaveBeenCalledWith(['M', 'F', 'N']);
    expect(store.setSelectedTags.mock.calls).toEqual([[['nature']], [[]]]);
  });
});
