import { tokenClaimsSchema } from '@name-swiper/contract/auth';
import type { UserClaims } from '../../stores/user-store';

const profileClaimsSchema = tokenClaimsSchema.pick({ sub: true, name: true, picture: true });

function base64UrlDecode(part: string): string {
  const base64 = part.replaceAll('-', '+').replaceAll('_', '/');
  const padded = base64.padEnd(base64.length + ((4 - (base64.length % 4)) % 4), '=');
  const bytes = Uint8Array.from(atob(padded), (char) => char.charCodeAt(0));
  return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
}

/** The profile claims of a JWT (sub, name, picture), or null when the token cannot be decoded (spec §2.10). */
export function decodeClaims(token: string): UserClaims | null {
  const payload = token.split('.')[1];
  if (payload === undefined) {
    return null;
  }
  try {
    const parsed = profileClaimsSchema.safeParse(JSON.parse(base64UrlDecode(payload)));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}
