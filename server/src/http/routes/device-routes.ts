import {
  deviceNameRequestSchema,
  deviceNameResponseSchema,
  deviceQuerySchema,
} from '@name-swiper/contract/device';
import { familyLastNameSchema, familySchema } from '@name-swiper/contract/family';
import { familyNamesSchema } from '@name-swiper/contract/family-names';
import { getDeviceName, setDeviceName } from '../../domain/devices';
import { familyMembers } from '../../domain/family';
import { getFamilyLastName } from '../../domain/family-last-name';
import { listFamilyNames } from '../../domain/family-names';
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
