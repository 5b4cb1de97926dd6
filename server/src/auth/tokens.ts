import type { TokenClaims } from '@name-swiper/contract/auth';
import { tokenClaimsSchema } from '@name-swiper/contract/auth';
import { errors, jwtVerify, SignJWT } from 'jose';
import type { SignedInUser } from '../domain/users';

const ALGORITHM = 'HS256';

export interface TokenOptions {
  /** Resolves the HMAC key; called on first use, so a server without sign-in never creates one. */
  key: () => Promise<Uint8Array>;
  issuer: string;
  ttlSeconds: number;
  now?: () => number;
}

export interface Tokens {
  issue(user: SignedInUser): Promise<string>;
  /** The token's claims, or undefined when it is malformed, tampered with, expired or not ours. */
  verify(token: string): Promise<TokenClaims | undefined>;
}

/** Our own signed JWT (spec §2.10 reads `sub` = e-mail, `name`, `picture`; `uid` is the account id). */
export function createTokens({ key, issuer, ttlSeconds, now = Date.now }: TokenOptions): Tokens {
  return {
    async issue(user) {
      const issuedAt = Math.floor(now() / 1000);
      return new SignJWT({
        uid: user.id,
        ...(user.name ? { name: user.name } : {}),
        ...(user.picture ? { picture: user.picture } : {}),
      })
        .setProtectedHeader({ alg: ALGORITHM, typ: 'JWT' })
        .setSubject(user.email)
        .setIssuer(issuer)
        .setIssuedAt(issuedAt)
        .setExpirationTime(issuedAt + ttlSeconds)
        .sign(await key());
    },
    async verify(token) {
      const secret = await key();
      try {
        const { payload } = await jwtVerify(token, secret, {
          issuer,
          algorithms: [ALGORITHM],
          currentDate: new Date(now()),
          requiredClaims: ['exp', 'iat', 'sub'],
        });
        const claims = tokenClaimsSchema.safeParse(payload);
        return claims.success ? claims.data : undefined;
      } catch (error) {
        if (error instanceof errors.JOSEError) {
          return undefined;
        }
        throw error;
      }
    },
  };
}
