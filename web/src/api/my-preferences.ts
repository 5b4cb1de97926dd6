import type { Preferences, StoredPreferences } from '@name-swiper/contract/auth';
import { storedPreferencesSchema } from '@name-swiper/contract/auth';
import { apiRequest } from './api-client';

/** GET /me/preferences: the account's synced settings (`updatedAt` null when it has stored none yet). */
export function getMyPreferences(token: string): Promise<StoredPreferences> {
  return apiRequest('/me/preferences', storedPreferencesSchema, { token });
}

/** PUT /me/preferences: replaces the account's synced settings with the whole set. */
export function putMyPreferences(token: string, preferences: Preferences): Promise<StoredPreferences> {
  return apiRequest('/me/preferences', storedPreferencesSchema, { method: 'PUT', token, body: preferences });
}
