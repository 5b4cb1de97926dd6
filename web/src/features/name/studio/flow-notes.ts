import { mainWord } from './letters';
import { rhyme, runTogether, startAlike } from './sounds';

export type FlowNoteKind = 'runs-together' | 'rhyme' | 'same-start';

/** Something worth hearing in a full name, about two of its names (`first` comes before `second`). */
export interface FlowNote {
  kind: FlowNoteKind;
  first: string;
  second: string;
}

export interface FullNameParts {
  first: string;
  middle: string;
  last: string;
}

/**
 * Flow notes on a full name: every name that ends with the sound the next one starts with ('Mia Anders' runs
 * together), and whether the first and last name rhyme or start alike. The last name is heard from its first
 * word (Mia de Vries meets at "de") and rhymes and alliterates with its main word (Vries).
 */
export function flowNotes({ first, middle, last }: FullNameParts): FlowNote[] {
  const spoken = [first, middle, last].map((part) => part.trim()).filter(Boolean);
  const notes: FlowNote[] = [];
  spoken.slice(1).forEach((second, index) => {
    const previous = spoken[index] ?? '';
    if (runTogether(previous, second.split(/\s+/)[0] ?? '')) {
      notes.push({ kind: 'runs-together', first: previous, second });
    }
  });
  const surname = mainWord(last);
  if (first.trim() && surname) {
    if (rhyme(first, surname)) {
      notes.push({ kind: 'rhyme', first: first.trim(), second: last.trim() });
    }
    if (startAlike(first, surname)) {
      notes.push({ kind: 'same-start', first: first.trim(), second: last.trim() });
    }
  }
  return notes;
}
