import { createStore } from './create-store';

/** The match overlay (spec §4): the names waiting to be celebrated, the first on screen, and how many of this run were closed. */
export interface MatchQueue {
  names: readonly string[];
  closed: number;
}

const EMPTY: MatchQueue = { names: [], closed: 0 };

export const matchStore = createStore<MatchQueue>(EMPTY);

/** Names celebrated since the app opened: undo and like again, or a reconnect, does not celebrate a name twice. */
const celebrated = new Set<string>();

/** Queues a match: matches that arrive together are each shown, one after the other, never replacing each other. */
export function showMatch(name: string): void {
  if (celebrated.has(name)) {
    return;
  }
  celebrated.add(name);
  const queue = matchStore.get();
  matchStore.set({ ...queue, names: [...queue.names, name] });
}

/** Closes the match on screen; the next one waiting takes its place. */
export function closeMatch(): void {
  const { names, closed } = matchStore.get();
  if (names.length === 0) {
    return;
  }
  matchStore.set(names.length > 1 ? { names: names.slice(1), closed: closed + 1 } : EMPTY);
}
