import {
  deviceNameRequestSchema,
  deviceNameResponseSchema,
  deviceQuerySchema,
} from '@name-swiper/contract/device';
import {
  familyLastNameSchema,
  familyMatchesSchema,
  familyRolesSchema,
  familySchema,
} from '@name-swiper/contract/family';
import { familyNamesSchema } from '@name-swiper/contract/family-names';
import { getDeviceName, setDeviceName } from '../../domain/devices';
import { familyMembers } from '../../domain/family';
import { familyRoles } from '../../domain/family-circle';
import { getFamilyLastName } from '../../domain/family-last-name';
import { listFamilyNames } from '../../domain/family-names';
import { familyMatches } from '../../domain/supporters';
import { apiRoute } from '../api-route';
import type { RouteContext } from '../route-context';

/** Told after a device saved or cleared its name, before the answer goes out (the app tells the family). */
export type OnRenamed = (deviceId: string) => Promise<void>;

export function registerDeviceRoutes({ app, docs, db }: RouteContext, onRenamed: OnRenamed): void {
  apiRoute(app, docs, {
    method: 'GET',
    path: '/device/name',
    summary: "The device's display name (null until it is set).",
    query: deviceQuerySchema,
    response: deviceNameResponseSchema,
    errors: [400],
    handler: async ({ query }) => ({ name: await getDeviceName(db, query.deviceId) }),
  });

  apiRoute(app, docs, {
    method: 'PUT',
    path: '/device/name',
    summary:
      'Sets the display name family members see (trimmed, up to 40 characters); an empty name clears it. Every member of a family of two or more then hears the member list on /user/queue/family and the rankings on /user/queue/decide.',
    query: deviceQuerySchema,
    body: deviceNameRequestSchema,
    response: deviceNameResponseSchema,
    errors: [400],
    handler: async ({ query, body }) => {
      const name = await setDeviceName(db, query.deviceId, body.name);
      await onRenamed(query.deviceId);
      return { name };
    },
  });

  apiRoute(app, docs, {
    method: 'GET',
    path: '/family',
    summary: "The device's family: member display names, the device's own first.",
    query: deviceQuerySchema,
    response: familySchema,
    errors: [400],
    handler: async ({ query }) => ({ members: await familyMembers(db, query.deviceId) }),
  });

  apiRoute(app, docs, {
    method: 'GET',
    path: '/family/roles',
    summary:
      "Who in the device's family is a parent (their likes make matches) and who a supporter (decision 89), in the order of GET /family, and whether the parents share their matches with the supporters. Changes arrive on /user/queue/family-roles; a parent invites a supporter with /app/family/invite {role: 'supporter'}, removes one with /app/family/supporters/remove and switches sharing with /app/family/share-matches.",
    query: deviceQuerySchema,
    response: familyRolesSchema,
    errors: [400],
    handler: ({ query }) => familyRoles(db, query.deviceId),
  });

  apiRoute(app, docs, {
    method: 'GET',
    path: '/family/matches',
    summary:
      "The parents' matches, newest first (at most 200): to a parent always, to a supporter only while a parent shares them (decision 91). Names only, never a parent's vote.",
    query: deviceQuerySchema,
    response: familyMatchesSchema,
    errors: [400],
    handler: ({ query }) => familyMatches(db, query.deviceId),
  });

  apiRoute(app, docs, {
    method: 'GET',
    path: '/family/last-name',
    summary:
      "The last name the device's family shares (null when none is set, or when the device is alone). Set it over STOMP at /app/family/last-name.",
    query: deviceQuerySchema,
    response: familyLastNameSchema,
    errors: [400],
    handler: async ({ query }) => ({ lastName: await getFamilyLastName(db, query.deviceId) }),
  });

  apiRoute(app, docs, {
    method: 'GET',
    path: '/family/names',
    summary:
      "The names the device's family added of its own, oldest first (decision 62). Add and remove them over STOMP at /app/family/names/add and /app/family/names/remove.",
    query: deviceQuerySchema,
    response: familyNamesSchema,
    errors: [400],
    handler: async ({ query }) => ({ names: await listFamilyNames(db, query.deviceId) }),
  });
}
