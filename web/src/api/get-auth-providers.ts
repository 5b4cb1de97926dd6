import type { AuthProviders } from '@name-swiper/contract/auth';
import { PROVIDER_KEYS } from '@name-swiper/contract/constants';
import { useQuery } from '@tanstack/react-query';
import * as v from 'valibot';
import { apiRequest } from './api-client';

/** The contract's providers in valibot: the menu on the first screen asks for them, and the first screen has no zod. */
const authProvidersSchema: v.GenericSchema<AuthProviders> = v.object({
  providers: v.array(v.object({ key: v.picklist(PROVIDER_KEYS), name: v.string() })),
});

/** GET /auth/providers: the identity providers the login card offers; none when sign-in is not configured. */
export function getAuthProviders(): Promise<AuthProviders> {
  return apiRequest('/auth/providers', authProvidersSchema);
}

/** `enabled: false` asks nothing yet (a closed sidebar), but still reads an answer already fetched. */
export function useAuthProviders({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ queryKey: ['auth-providers'], queryFn: getAuthProviders, staleTime: Infinity, enabled });
}
