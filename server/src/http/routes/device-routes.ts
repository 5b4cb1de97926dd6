import {
  deviceNameRequestSchema,
  deviceNameResponseSchema,
  deviceQuerySchema,
} from '@name-swiper/contract/device';
import { familySchema } from '@name-swiper/contract/family';
import { getDeviceName, setDeviceName } from '../../domain/devices';
import { familyMembers } from '../../domain/family';
import { apiRoute } from '../api-route';
import type { RouteContext } from '../route-context';

export function registerDeviceRoutes({ app, docs, db }: RouteContext): void {
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
      'Sets the display name family members see (trimmed, up to 40 characters); an empty name clears it.',
    query: deviceQuerySchema,
    body: deviceNameRequestSchema,
    response: deviceNameResponseSchema,
    errors: [400],
    handler: async ({ query, body }) => ({ name: await setDeviceName(db, query.deviceId, body.name) }),
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
}
