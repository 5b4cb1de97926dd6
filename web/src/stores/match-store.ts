import { createStore } from './create-store';

/**
 * A match to celebrate: the name's id (to tell the server it was celebrated) and its spelling, or the spellings the
 * partners liked while they differ (decision 94).
 */
export interface MatchToShow {
  nameId: string;
  name: string;
  spellings?: readonly string[] | undefined;
}

/** The match overlay (spec §4): the matches waiting to be celebrated, the first on screen, and how many of this run were closed. */
export interface MatchQueue {
  matches: readonly MatchToShow[];
  closed: number;
}

const EMPTY: MatchQueue = { matches: [], closed: 0 };

export const matchStore = createStore<MatchQueue>(EMPTY);

/**
 * Names queued or celebrated since the app opened. The server remembers what this device celebrated across restarts
 * (decision 58); this set keeps a name that arrives twice meanwhile (live and in the list fetched at connect) from
 * being queued twice.
 */
const seen = new Set<string>();

/** Queues a match: matches that arrive together are each shown, one after the other, never replacing each other. */
export function showMatch(match: MatchToShow): void {
  if (seen.has(match.nameId)) {
    return;
  }
  seen.add(match.nameId);
  const queue = matchStore.get();
  matchStore.set({ ...queue, matches: [...queue.matches, match] });
}

/** Notes a match the server says this device has celebrated already: it is not shown. */
export function skipMatch(nameId: string): void {
  seen.add(nameId);
}

/** Closes the match on screen and returns it; the next one waiting takes its place. */
export function closeMatch(): MatchToShow | undefined {
  const { matches, closed } = matchStore.get();
  const [shown] = matches;
  if (shown === undefined) {
    return undefined;
  }
  matchStore.set(matches.length > 1 ? { matches: matches.slice(1), closed: closed + 1 } : EMPTY);
  return shown;
}
