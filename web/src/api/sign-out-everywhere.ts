import { signOutEverywhereResponseSchema } from '@name-swiper/contract/auth';
import { apiRequest } from './api-client';

/** POST /me/sign-out-everywhere: every token of the account, this one included, is refused from now on. */
export async function signOutEverywhere(token: string): Promise<void> {
  await apiRequest('/me/sign-out-everywhere', signOutEverywhereResponseSchema, { method: 'POST', token });
}
