import type { AuthProviders } from '@name-swiper/contract/auth';
import { authProvidersSchema } from '@name-swiper/contract/auth';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from './api-client';

/** GET /auth/providers: the identity providers the login card offers; none when sign-in is not configured. */
export function getAuthProviders(): Promise<AuthProviders> {
  return apiRequest('/auth/providers', authProvidersSchema);
}

/** `enabled: false` asks nothing yet (a closed sidebar), but still reads an answer already fetched. */
export function useAuthProviders({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ queryKey: ['auth-providers'], queryFn: getAuthProviders, staleTime: Infinity, enabled });
}
