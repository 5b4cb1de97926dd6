import { USER_DESTINATIONS } from '@name-swiper/contract/constants';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { realtimeClient } from '../../api/realtime/realtime-client';
import { lovesUsedUpSchema } from '../../api/wire-schemas';
import { useDeviceId } from '../../platform/device-id-context';
import { outbox } from '../../stores/outbox-store';

/**
 * On every screen: a love the server kept as a like, being over the daily allowance (decision 85, loves-used-up on
 * /user/queue/errors, which comes before the vote's RECEIPT), is read back from the server once the outbox has
 * drained, so the record shows the like the server kept.
 */
export function useLoveRefusals(): void {
  const deviceId = useDeviceId();
  const queryClient = useQueryClient();
  useEffect(() => {
    let stopWaiting: (() => void) | undefined;
    const refresh = () => void queryClient.invalidateQueries({ queryKey: ['votes', deviceId] });
    const stopErrors = realtimeClient.subscribe(USER_DESTINATIONS.errors, lovesUsedUpSchema, () => {
      if (stopWaiting) {
        return;
      }
      const drained = () => {
        if (outbox.get().length === 0) {
          stopWaiting?.();
          stopWaiting = undefined;
          refresh();
        }
      };
      stopWaiting = outbox.subscribe(drained);
      drained();
    });
    return () => {
      stopErrors();
      stopWaiting?.();
    };
  }, [deviceId, queryClient]);
}
