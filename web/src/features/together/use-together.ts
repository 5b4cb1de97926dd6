import type { ErrorCode } from '@name-swiper/contract/errors';
import {
  APP_DESTINATIONS,
  errorMessageSchema,
  inviteMessageSchema,
  USER_DESTINATIONS,
} from '@name-swiper/contract/realtime';
import { useCallback, useEffect, useState } from 'react';
import { useFamily } from '../../api/get-family';
import { realtimeClient } from '../../api/realtime/realtime-client';

export interface TogetherState {
  /** The member display names, own entry first; undefined while loading. */
  members: string[] | undefined;
  /** The invite code received; cleared when the family grows past one member, and on leaving. */
  inviteCode: string | null;
  /** The last error from /user/queue/errors, cleared by the next action or family change. */
  error: ErrorCode | null;
  requestInvite(): void;
  /** Puts the received code away, to enter the partner's code instead. */
  forgetInvite(): void;
  join(inviteCode: string): void;
  leave(): void;
}

/**
 * The family state of spec §4 Family: members from GET /family, then live from /user/queue/family (the app's
 * realtime connection puts them into the family query); the invite code from /user/queue/invite (cleared once the
 * family has more than one member); refusals from /user/queue/errors, cleared when the family changes.
 */
export function useTogether(deviceId: string): TogetherState {
  const { data } = useFamily(deviceId);
  const [inviteCode, setInviteCode] = useState<string | null>(null);
  const [error, setError] = useState<ErrorCode | null>(null);

  useEffect(() => {
    const stops = [
      realtimeClient.subscribe(USER_DESTINATIONS.invite, inviteMessageSchema, ({ code }) =>
        setInviteCode(code),
      ),
      realtimeClient.subscribe(USER_DESTINATIONS.errors, errorMessageSchema, ({ code }) => setError(code)),
    ];
    return () => stops.forEach((stop) => stop());
  }, []);

  const members = data?.members;
  // A family change (a join, a leave) answers the last action: its refusal is no longer current.
  const [family, setFamily] = useState(data);
  if (family !== data) {
    setFamily(data);
    setError(null);
  }

  const requestInvite = useCallback(() => {
    setInviteCode(null);
    setError(null);
    realtimeClient.publish(APP_DESTINATIONS.invite, {});
  }, []);
  const forgetInvite = useCallback(() => setInviteCode(null), []);
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
    // Once the family has more than one member, the code has done its work.
    inviteCode: members !== undefined && members.length > 1 ? null : inviteCode,
    error,
    requestInvite,
    forgetInvite,
    join,
    leave,
  };
}
