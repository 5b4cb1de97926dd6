import { STORAGE_KEYS } from '@name-swiper/contract/constants';
import { readItem, writeItem } from '../platform/local-storage';
import { createStore } from './create-store';

/**
 * What this device has seen of its matches on the Matches screen (decision 58), by when the matches were made (the
 * server's clock): `seenAt`, the newest match seen, kept on the device; `markedAfter`, what the current (or last)
 * visit to Matches marks as new: the matches made after the newest one seen before that visit.
 */
export interface MatchesSeen {
  seenAt: number;
  markedAfter: number;
}

function readSeenAt(): number {
  const seenAt = Number(readItem(STORAGE_KEYS.matchesSeenAt));
  return Number.isFinite(seenAt) && seenAt > 0 ? seenAt : 0;
}

export function createMatchesSeenStore() {
  const initial = readSeenAt();
  const store = createStore<MatchesSeen>({ seenAt: initial, markedAfter: initial });
  return {
    get: store.get,
    subscribe: store.subscribe,
    /** A visit to Matches begins: it marks what is newer than all seen so far. */
    startVisit(): void {
      const { seenAt } = store.get();
      store.set({ seenAt, markedAfter: seenAt });
    },
    /** The matches made up to `matchedAt` have been on screen. */
    see(matchedAt: number): void {
      const current = store.get();
      if (matchedAt > current.seenAt) {
        writeItem(STORAGE_KEYS.matchesSeenAt, String(matchedAt));
        store.set({ ...current, seenAt: matchedAt });
      }
    },
  };
}

export const matchesSeenStore = createMatchesSeenStore();

/** When the match was made (epoch ms); 0 when the server did not say (an older list saved offline). */
export function matchedAtOf(match: { matchedAt?: string | undefined }): number {
  return match.matchedAt === undefined ? 0 : Date.parse(match.matchedAt);
}
