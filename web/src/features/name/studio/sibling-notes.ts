import type { PopularitySeries } from '@name-swiper/contract/names';
import { initialOf } from './letters';
import type { EraGap } from './popularity-era';
import { eraGap } from './popularity-era';
import { rhyme } from './sounds';

export type SiblingNote =
  { kind: 'same-initial'; initial: string } | { kind: 'rhyme' } | ({ kind: 'era' } & EraGap);

/**
 * What a parent would notice with the candidate beside an older child's name: the same initial (post and
 * monograms get mixed up), a rhyme (Jason and Mason), or a generation between the decades they were most given in.
 * Popularity is optional: a sibling's name outside the catalogue has none.
 */
export function siblingNotes(
  candidate: { name: string; popularity?: readonly PopularitySeries[] },
  sibling: { name: string; popularity?: readonly PopularitySeries[] },
): SiblingNote[] {
  const notes: SiblingNote[] = [];
  const initial = initialOf(candidate.name);
  if (initial !== '' && initial === initialOf(sibling.name)) {
    notes.push({ kind: 'same-initial', initial });
  }
  if (rhyme(candidate.name, sibling.name)) {
    notes.push({ kind: 'rhyme' });
  }
  const gap =
    candidate.popularity && sibling.popularity ? eraGap(candidate.popularity, sibling.popularity) : undefined;
  if (gap) {
    notes.push({ kind: 'era', ...gap });
  }
  return notes;
}
