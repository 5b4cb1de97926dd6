import { useEffect, useRef } from 'react';
import { useLocation } from 'wouter';
import { useVotes } from '../../api/get-votes';
import { useDeviceId } from '../../platform/device-id-context';
import { useStore } from '../../stores/use-store';
import { matchedAtOf, matchesSeenStore } from '../../stores/matches-seen-store';

/**
 * How many of the family's matches were made since this device last had Matches open (0 while unknown). Opening
 * Matches starts a visit that marks those matches as new on the screen, and sees them all, so the count drops to 0;
 * a match made while Matches is open is seen at once (and marked).
 */
export function useNewMatches(): number {
  const [pathname] = useLocation();
  const { data: matches } = useVotes(useDeviceId(), 'matches');
  const { seenAt } = useStore(matchesSeenStore);
  const visiting = useRef(false);
  const newest = matches === undefined ? 0 : Math.max(0, ...matches.map(matchedAtOf));

  useEffect(() => {
    const onMatches = pathname === '/matches';
    if (onMatches && !visiting.current) {
      matchesSeenStore.startVisit();
    }
    visiting.current = onMatches;
    if (onMatches) {
      matchesSeenStore.see(newest);
    }
  }, [pathname, newest]);

  return matches === undefined ? 0 : matches.filter((match) => matchedAtOf(match) > seenAt).length;
}
