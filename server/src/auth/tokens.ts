import type { TokenClaims } from '@name-swiper/contract/auth';
import { tokenClaimsSchema } from '@name-swiper/contract/auth';
import { errors, jwtVerify, SignJWT } from 'jose';
import type { SignedInUser } from '../domain/users';

const ALGORITHM = 'HS256';
/** How far a token's `iat` may lie ahead of our clock (another instance's clock may run a little fast). */
const CLOCK_SKEW_SECONDS = 60;

export interface TokenOptions {
  /** The HMAC key (see signing-key.ts). */
  key: Uint8Array;
  issuer: string;
  ttlSeconds: number;
  now?: () => number;
}

export interface Tokens {
  issue(user: SignedInUser): Promise<string>;
  /**
   * The token's claims, or undefined when it is malformed, tampered with, expired, issued in the future or not
   * ours. Whether its `ver` is still the account's is for the caller to check.
   */
  verify(token: string): Promise<TokenClaims | undefined>;
}

/**
 * Our own signed JWT (spec §2.10 reads `sub` = e-mail, `name`, `picture`; `uid` is the account id, `ver` the
 * account's token version when it was issued).
 */
export function createTokens({ key, issuer, ttlSeconds, now = Date.now }: TokenOptions): Tokens {
  return {
    async issue(user) {
      const issuedAt = Math.floor(now() / 1000);
      return new SignJWT({
        uid: user.id,
        ver: user.tokenVersion,
        ...(user.name ? { name: user.name } : {}),
        ...(user.picture ? { picture: user.picture } : {}),
      })
        .setProtectedHeader({ alg: ALGORITHM, typ: 'JWT' })
        .setSubject(user.email)
        .setIssuer(issuer)
        .setIssuedAt(issuedAt)
        .setExpirationTime(issuedAt + ttlSeconds)
        .sign(key);
    },
    async verify(token) {
      try {
        const { payload } = await jwtVerify(token, key, {
          issuer,
          algorithms: [ALGORITHM],
          currentDate: new Date(now()),
          requiredClaims: ['exp', 'iat', 'sub'],
        });
        const claims = tokenClaimsSchema.safeParse(payload);
        if (!claims.success || claims.data.iat > now() / 1000 + CLOCK_SKEW_SECONDS) {
          return undefined;
        }
        return claims.data;
      } catch (error) {
        if (error instanceof errors.JOSEError) {
          return undefined;
        }
        throw error;
      }
    },
  };
}
