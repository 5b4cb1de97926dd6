import type { FamilyRole } from '@name-swiper/contract/constants';
import type { ErrorCode } from '@name-swiper/contract/errors';
import type { FamilyRoles } from '@name-swiper/contract/family';
import {
  APP_DESTINATIONS,
  errorMessageSchema,
  inviteMessageSchema,
  USER_DESTINATIONS,
} from '@name-swiper/contract/realtime';
import { useCallback, useEffect, useState } from 'react';
import { requestSupporterInvite, useFamilyRoles } from '../../api/family-roles';
import { useFamily } from '../../api/get-family';
import { realtimeClient } from '../../api/realtime/realtime-client';

export interface TogetherState {
  /** The member display names, own entry first; undefined while loading. */
  members: string[] | undefined;
  /** Who decides and who cheers (decision 89), in the members' order; undefined while unknown. */
  roles: FamilyRoles | undefined;
  /** The invite code received; cleared when the family grows past one member, and on leaving. */
  inviteCode: string | null;
  /** What the code received makes of whoever joins with it. */
  inviteRole: FamilyRole;
  /** The last error from /user/queue/errors, cleared by the next action or family change. */
  error: ErrorCode | null;
  requestInvite(): void;
  /** 'Invite a grandparent': a supporter's code (decision 89). */
  requestSupporterInvite(): void;
  /** Puts the received code away, to enter the partner's code instead. */
  forgetInvite(): void;
  join(inviteCode: string): void;
  leave(): void;
}

/**
 * The family state of spec §4 Family: members from GET /family, then live from /user/queue/family (the app's
 * realtime connection puts them into the family query); the invite code from /user/queue/invite (cleared when a
 * member update shows more than one member); refusals from /user/queue/errors, cleared when the family changes.
 */
export function useTogether(deviceId: string): TogetherState {
  const { data } = useFamily(deviceId);
  const roles = useFamilyRoles(deviceId).data;
  const [invite, setInvite] = useState<{ code: string; role: FamilyRole } | null>(null);
  const [error, setError] = useState<ErrorCode | null>(null);

  useEffect(() => {
    const stops = [
      realtimeClient.subscribe(USER_DESTINATIONS.invite, inviteMessageSchema, ({ code, role }) =>
        setInvite({ code, role: role ?? 'parent' }),
      ),
      realtimeClient.subscribe(USER_DESTINATIONS.errors, errorMessageSchema, ({ code }) => setError(code)),
    ];
    return () => stops.forEach((stop) => stop());
  }, []);

  const members = data?.members;
  // A family change (a join, a leave) answers the last action: its refusal is no longer current, and once the family
  // has more than one member, the code shown has done its work (spec §4).
  const [family, setFamily] = useState(data);
  if (family !== data) {
    setFamily(data);
    setError(null);
    if (data !== undefined && data.members.length > 1) {
      setInvite(null);
    }
  }

  const requestInvite = useCallback(() => {
    setInvite(null);
    setError(null);
    realtimeClient.publish(APP_DESTINATIONS.invite, {});
  }, []);
  const askSupporterInvite = useCallback(() => {
    setInvite(null);
    setError(null);
    requestSupporterInvite();
  }, []);
  const forgetInvite = useCallback(() => setInvite(null), []);
  const join = useCallback((code: string) => {
    setError(null);
    realtimeClient.publish(APP_DESTINATIONS.accept, { inviteCode: code.trim() });
  }, []);
  const leave = useCallback(() => {
    setInvite(null);
    setError(null);
    realtimeClient.publish(APP_DESTINATIONS.leave, {});
  }, []);

  return {
    members,
    // Roles of another family than the members listed (one message ahead of the other) wait for both to agree.
    roles: roles !== undefined && roles.members.length === members?.length ? roles : undefined,
    inviteCode: invite?.code ?? null,
    inviteRole: invite?.role ?? 'parent',
    error,
    requestInvite,
    requestSupporterInvite: askSupporterInvite,
    forgetInvite,
    join,
    leave,
  };
}
