import { APP_DESTINATIONS } from '@name-swiper/contract/constants';
import type { FamilyRole } from '@name-swiper/contract/constants';
import type { FamilyRoles } from '@name-swiper/contract/family';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from './api-client';
import { realtimeClient } from './realtime/realtime-client';
import { requireParam } from './required-error';
import { familyRolesSchema } from './wire-schemas';

/** GET /family/roles: who decides and who cheers, and whether the parents share their matches (decision 89). */
export function getFamilyRoles(deviceId: string | undefined): Promise<FamilyRoles> {
  const id = requireParam(deviceId, 'deviceId', 'getFamilyRoles');
  return apiRequest('/family/roles', familyRolesSchema, { query: { deviceId: id } });
}

export function familyRolesQueryKey(deviceId: string) {
  return ['family-roles', deviceId] as const;
}

export function familyRolesQuery(deviceId: string) {
  return queryOptions({ queryKey: familyRolesQueryKey(deviceId), queryFn: () => getFamilyRoles(deviceId) });
}

/** The family's roles; /user/queue/family-roles keeps the query current (useFamilySync). */
export function useFamilyRoles(deviceId: string) {
  return useQuery(familyRolesQuery(deviceId));
}

/**
 * This device's role: a parent until the server says otherwise (a server from before supporters has parents only,
 * and a parent's screens are the spec's).
 */
export function useOwnRole(deviceId: string): FamilyRole {
  return useFamilyRoles(deviceId).data?.role ?? 'parent';
}

/** 'Invite a grandparent': asks for a supporter's code, which arrives on /user/queue/invite like a parent's. */
export function requestSupporterInvite(): void {
  realtimeClient.publish(APP_DESTINATIONS.invite, { role: 'supporter' });
}

/** Takes a supporter out of the family, by the key the family's roles give it. */
export function removeSupporter(member: string): void {
  realtimeClient.publish(APP_DESTINATIONS.removeSupporter, { member });
}

/** "Share our matches with supporters" on or off. */
export function shareMatches(share: boolean): void {
  realtimeClient.publish(APP_DESTINATIONS.shareMatches, { share });
}
