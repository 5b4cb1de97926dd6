import { useEffect } from 'react';
import { useVotes } from '../../api/get-votes';
import { useDeviceId } from '../../platform/device-id-context';
import { outbox } from '../../stores/outbox-store';
import { votesStore } from '../../stores/votes-store';

/** Loads the device's votes once at start so the Votes pill counts likes from the first screen on. */
export function useSyncVotes(): void {
  const deviceId = useDeviceId();
  const { data } = useVotes(deviceId, 'all');
  useEffect(() => {
    if (data) {
      votesStore.mergeRemote(data, outbox.pendingNameIds());
    }
  }, [data]);
}
