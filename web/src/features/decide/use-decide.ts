import type { DecideState } from '@name-swiper/contract/decide';
import type { ErrorCode } from '@name-swiper/contract/errors';
import { APP_DESTINATIONS, errorMessageSchema, USER_DESTINATIONS } from '@name-swiper/contract/realtime';
import { decideStateSchema } from '@name-swiper/contract/decide';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useState } from 'react';
import { decideQueryKey, useDecide } from '../../api/get-decide';
import { realtimeClient } from '../../api/realtime/realtime-client';

export interface DecideScreenState {
  /** The server's state; undefined while loading. */
  state: DecideState | undefined;
  failed: boolean;
  /** The last refusal from /user/queue/errors, cleared by the next answer. */
  error: ErrorCode | null;
  compare(winnerId: string, loserId: string): void;
}

/**
 * The Decide state: from GET /decide, then live from /user/queue/decide, which the server sends every member of
 * the family after any member's answer. An answer is published without a receipt: it is cheap to give again.
 */
export function useDecideScreen(deviceId: string): DecideScreenState {
  const queryClient = useQueryClient();
  const query = useDecide(deviceId);
  const [error, setError] = useState<ErrorCode | null>(null);

  useEffect(() => {
    const stops = [
      realtimeClient.subscribe(USER_DESTINATIONS.decide, decideStateSchema, (state) =>
        queryClient.setQueryData(decideQueryKey(deviceId), state),
      ),
      realtimeClient.subscribe(USER_DESTINATIONS.errors, errorMessageSchema, ({ code }) => setError(code)),
    ];
    return () => stops.forEach((stop) => stop());
  }, [deviceId, queryClient]);

  const compare = useCallback((winnerId: string, loserId: string) => {
    setError(null);
    realtimeClient.publish(APP_DESTINATIONS.compare, { winnerId, loserId });
  }, []);

  return { state: query.data, failed: query.isError, error, compare };
}
