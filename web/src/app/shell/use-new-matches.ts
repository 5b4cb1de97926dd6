import { STORAGE_KEYS } from '@name-swiper/contract/constants';
import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { readItem, writeItem } from '../../platform/local-storage';
import { createStore, useStore } from '../../stores/create-store';

function readSeen(): number {
  const seen = Number(readItem(STORAGE_KEYS.seenMatches));
  return Number.isInteger(seen) && seen > 0 ? seen : 0;
}

/** The match count last seen on the Matches screen. */
const seenMatches = createStore(readSeen());

/**
 * How many of the family's matches the user has not seen yet on the Matches screen (0 while the count is
 * unknown). Being on Matches sees them all; when a match ends, the count to beat drops with it.
 */
export function useNewMatches(matches: number | undefined): number {
  const { pathname } = useLocation();
  const seen = useStore(seenMatches);
  useEffect(() => {
    if (matches !== undefined && (pathname === '/matches' || matches < seen)) {
      writeItem(STORAGE_KEYS.seenMatches, String(matches));
      seenMatches.set(matches);
    }
  }, [pathname, matches, seen]);
  return matches === undefined ? 0 : Math.max(0, matches - seen);
}
