import { USER_DESTINATIONS } from '@name-swiper/contract/constants';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { realtimeClient } from '../api/realtime/realtime-client';
import { voteSender } from '../api/realtime/voting';
import { matchRemovedMessageSchema, nameApprovedMessageSchema } from '../api/wire-schemas';
import { afterNextPaint } from '../platform/after-next-paint';
import { showMatch, skipMatch } from '../stores/match-store';

/**
 * Opens the device's realtime connection for the app's lifetime (once its first screen is painted), routes match notifications to the overlay (a
 * match this device celebrated before is not shown again, decision 58), and refetches the vote lists and stats
 * whenever a match is made or ended (by this device or a partner's).
 */
export function useRealtimeConnection(deviceId: string): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    const refetchVotes = () => void queryClient.invalidateQueries({ queryKey: ['votes', deviceId] });
    const stopMatches = realtimeClient.subscribe(
      USER_DESTINATIONS.nameApproved,
      nameApprovedMessageSchema,
      (body) => {
        if (body.celebrate) {
          showMatch({ nameId: body.nameId, name: body.name, spellings: body.spellings });
        } else {
          skipMatch(body.nameId);
        }
        refetchVotes();
      },
    );
    const stopMatchRemovals = realtimeClient.subscribe(
      USER_DESTINATIONS.matchRemoved,
      matchRemovedMessageSchema,
      refetchVotes,
    );
    // Once the first screen is painted: the STOMP client's code and the connection come after its own requests.
    const cancelStart = afterNextPaint(() => {
      realtimeClient.start(deviceId);
      voteSender.flush();
    });
    return () => {
      cancelStart();
      stopMatches();
      stopMatchRemovals();
      void realtimeClient.stop();
    };
  }, [deviceId, queryClient]);
}
