import { USER_DESTINATIONS, nameApprovedMessageSchema } from '@name-swiper/contract/realtime';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { realtimeClient } from '../api/realtime/realtime-client';
import { voteSender } from '../api/realtime/voting';
import { showMatch } from '../stores/match-store';

/** Opens the device's realtime connection for the app's lifetime and routes match notifications to the overlay. */
export function useRealtimeConnection(deviceId: string): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    const stopMatches = realtimeClient.subscribe(
      USER_DESTINATIONS.nameApproved,
      nameApprovedMessageSchema,
      (body) => {
        showMatch(body.name);
        void queryClient.invalidateQueries({ queryKey: ['votes', deviceId] });
      },
    );
    realtimeClient.start(deviceId);
    voteSender.flush();
    return () => {
      stopMatches();
      void realtimeClient.stop();
    };
  }, [deviceId, queryClient]);
}
