import type { Vote } from '@name-swiper/contract/votes';
import type { UseQueryResult } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useVotes } from '../../api/get-votes';
import { useStore } from '../../stores/use-store';
import { matchListCache } from '../../stores/match-list-cache';
import { outbox } from '../../stores/outbox-store';
import type { VoteValue } from '../../stores/votes-store';
import { isLikeValue, votesStore } from '../../stores/votes-store';

/** A dislike or a maybe (which counts as no vote for matching) takes the name out of the matches at once. */
const NO_LONGER_LIKED: ReadonlySet<VoteValue | undefined> = new Set(['dislike', 'maybe']);

/** Whether a query has no answer and will not get one for now: offline (paused) or failed. */
export function isUnreachable(query: UseQueryResult): boolean {
  return query.data === undefined && (query.isError || query.fetchStatus === 'paused');
}

/**
 * The matches to list: the server's, or while the server cannot be reached the last list it returned (kept per
 * device in IndexedDB); undefined while neither is there. A name this device has since disliked (or put to maybe) leaves the list at
 * once. The saved list shows only names the record still likes, which also drops those undone here; the server's
 * list drops only dislikes, as it renders before the record has taken its names in. When the server answers
 * again, its list replaces the saved one.
 */
export function useMatchList(deviceId: string): Vote[] | undefined {
  const query = useVotes(deviceId, 'matches');
  const unreachable = isUnreachable(query);
  const [saved, setSaved] = useState<{ deviceId: string; matches: Vote[] | undefined }>();
  useStore(votesStore);

  useEffect(() => {
    if (query.data) {
      votesStore.mergeRemote(query.data, outbox.pendingNameIds());
      void matchListCache.save(deviceId, query.data);
    }
  }, [deviceId, query.data]);

  useEffect(() => {
    if (!unreachable) {
      return;
    }
    let current = true;
    void matchListCache.load(deviceId).then((matches) => {
      if (current) {
        setSaved({ deviceId, matches });
      }
    });
    return () => {
      current = false;
    };
  }, [deviceId, unreachable]);

  if (query.data) {
    return query.data.filter((match) => !NO_LONGER_LIKED.has(votesStore.voteOf(match.nameId)));
  }
  if (unreachable && saved?.deviceId === deviceId) {
    return saved.matches?.filter((match) => isLikeValue(votesStore.voteOf(match.nameId)));
  }
  return undefined;
}
