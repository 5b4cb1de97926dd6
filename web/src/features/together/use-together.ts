import type { ErrorCode } from '@name-swiper/contract/errors';
import {
  APP_DESTINATIONS,
  errorMessageSchema,
  familyMessageSchema,
  inviteMessageSchema,
  USER_DESTINATIONS,
} from '@name-swiper/contract/realtime';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useState } from 'react';
import { familyQueryKey, useFamily } from '../../api/get-family';
import { realtimeClient } from '../../api/realtime/realtime-client';

export interface TogetherState {
  /** The member display names, own entry first; undefined while loading. */
  members: string[] | undefined;
  /** The invite code received; cleared when the family grows past one member, and on leaving. */
  inviteCode: string | null;
  /** The last error from /user/queue/errors, cleared by the next action or family change. */
  error: ErrorCode | null;
  requestInvite(): void;
  join(inviteCode: string): void;
  leave(): void;
}

/**
 * The family state of spec §4 Family: members from GET /family, then live from /user/queue/family; the invite
 * code from /user/queue/invite (cleared once the family has more than one member); refusals from
 * /user/queue/errors.
 */
export function useTogether(deviceId: string): TogetherState {
  const queryClient = useQueryClient();
  const { data } = useFamily(deviceId);
  const [inviteCode, setInviteCode] = useState<string | null>(null);
  const [error, setError] = useState<ErrorCode | null>(null);

  useEffect(() => {
    const stops = [
      realtimeClient.subscribe(USER_DESTINATIONS.family, familyMessageSchema, (family) => {
        queryClient.setQueryData(familyQueryKey(deviceId), family);
        if (family.members.length > 1) {
          setInviteCode(null);
        }
        setError(null);
        void queryClient.invalidateQueries({ queryKey: ['votes', deviceId] });
      }),
      realtimeClient.subscribe(USER_DESTINATIONS.invite, inviteMessageSchema, ({ code }) =>
        setInviteCode(code),
      ),
      realtimeClient.subscribe(USER_DESTINATIONS.errors, errorMessageSchema, ({ code }) => setError(code)),
    ];
    return () => stops.forEach((stop) => stop());
  }, [deviceId, queryClient]);

  const members = data?.members;
  const requestInvite = useCallback(() => {
    setInviteCode(null);
    setError(null);
    realtimeClient.publish(APP_DESTINATIONS.invite, {});
  }, []);
  const join = useCallback((code: string) => {
    setError(null);
    realtimeClient.publish(APP_DESTINATIONS.accept, { inviteCode: code.trim() });
  }, []);
  const leave = useCallback(() => {
    setInviteCode(null);
    setError(null);
    realtimeClient.publish(APP_DESTINATIONS.leave, {});
  }, []);

  return {
    members,
    inviteCode,
    error,
    requestInvite,
    join,
    leave,
  };
}
