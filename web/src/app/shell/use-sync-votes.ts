import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { requestedAtOf, useVotes } from '../../api/get-votes';
import { realtimeClient } from '../../api/realtime/realtime-client';
import { useDeviceId } from '../../platform/device-id-context';
import { outbox } from '../../stores/outbox-store';
import { votesStore } from '../../stores/votes-store';

/**
 * Keeps the local vote record in step with the server: from the first screen on (the Votes pill counts likes),
 * and again after each (re)connect once the outbox has drained, since meanwhile another device of this id may
 * have made a newer change that the server kept.
 */
export function useSyncVotes(): void {
  const deviceId = useDeviceId();
  const queryClient = useQueryClient();
  const { data } = useVotes(deviceId, 'all');

  useEffect(() => {
    if (data) {
      votesStore.replaceWithRemote(data, outbox.unsettledSince(requestedAtOf(data)));
    }
  }, [data]);

  useEffect(() => {
    let draining = false;
    const refresh = () => void queryClient.invalidateQueries({ queryKey: ['votes', deviceId] });
    const stopConnect = realtimeClient.onConnect(() => {
      draining = outbox.get().length > 0;
      if (!draining) {
        refresh();
      }
    });
    const stopOutbox = outbox.subscribe(() => {
      if (draining && outbox.get().length === 0) {
        draining = false;
        refresh();
      }
    });
    return () => {
      stopConnect();
      stopOutbox();
    };
  }, [deviceId, queryClient]);
}
