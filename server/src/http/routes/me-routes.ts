import {
  preferencesSchema,
  profileSchema,
  signOutEverywhereResponseSchema,
  storedPreferencesSchema,
} from '@name-swiper/contract/auth';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Tokens } from '../../auth/tokens';
import type { SignedInUser } from '../../domain/users';
import { findUser, getPreferences, setPreferences, signOutEverywhere } from '../../domain/users';
import { apiRoute } from '../api-route';
import { HttpProblem } from '../problem';
import type { RouteContext } from '../route-context';

export interface SignedInContext extends RouteContext {
  tokens: Tokens;
}

const BEARER = /^Bearer\s+(\S+)\s*$/i;

/**
 * The signed-in account's profile, synced preferences and sign-out everywhere, for a Bearer token from
 * /login-success. Every request checks the token and that its version is still the account's.
 */
export async function registerMeRoutes({ app, docs, db, tokens }: SignedInContext): Promise<void> {
  const signedInUsers = new WeakMap<FastifyRequest, SignedInUser>();

  const authenticate = async (request: FastifyRequest, reply: FastifyReply): Promise<void> => {
    const presented = BEARER.exec(request.headers.authorization ?? '')?.[1];
    if (!presented) {
      reply.header('www-authenticate', 'Bearer');
      throw new HttpProblem(
        401,
        'unauthorized',
        'Sign in first: send the token as Authorization: Bearer <token>.',
      );
    }
    const claims = await tokens.verify(presented);
    const user = claims ? await findUser(db, claims.uid) : undefined;
    // A token issued before the account's last "sign out everywhere" carries an older version.
    if (!claims || !user || user.tokenVersion !== claims.ver) {
      reply.header('www-authenticate', 'Bearer error="invalid_token"');
      throw new HttpProblem(
        401,
        'unauthorized',
        'The sign-in token is invalid or has expired; sign in again.',
      );
    }
    signedInUsers.set(request, user);
  };
  const userOf = (request: FastifyRequest): SignedInUser => {
    const user = signedInUsers.get(request);
    if (!user) {
      throw new HttpProblem(401, 'unauthorized', 'Sign in first.');
    }
    return user;
  };

  // The token is checked before the input, so a signed-out client learns that first.
  await app.register(async (signedIn: FastifyInstance) => {
    signedIn.addHook('onRequest', authenticate);

    apiRoute(signedIn, docs, {
      method: 'GET',
      path: '/me',
      summary: 'The signed-in profile: e-mail, name and picture (Bearer token).',
      response: profileSchema,
      errors: [401],
      bearerAuth: true,
      handler: async (_input, request) => {
        const { email, name, picture } = userOf(request);
        return { email, name, picture };
      },
    });

    apiRoute(signedIn, docs, {
      method: 'GET',
      path: '/me/preferences',
      summary: "The account's synced preferences; the defaults with updatedAt null until some are stored.",
      response: storedPreferencesSchema,
      errors: [401],
      bearerAuth: true,
      handler: async (_input, request) => getPreferences(db, userOf(request).id),
    });

    apiRoute(signedIn, docs, {
      method: 'PUT',
      path: '/me/preferences',
      summary: "Replaces the account's synced preferences (last name, font, language, tags, genders).",
      body: preferencesSchema,
      response: storedPreferencesSchema,
      errors: [400, 401],
      bearerAuth: true,
      handler: async ({ body }, request) => setPreferences(db, userOf(request).id, body),
    });

    apiRoute(signedIn, docs, {
      method: 'POST',
      path: '/me/sign-out-everywhere',
      summary:
        'Signs the account out on every device: all its tokens, this one included, are refused from now on.',
      response: signOutEverywhereResponseSchema,
      errors: [401],
      bearerAuth: true,
      handler: async (_input, request) => {
        await signOutEverywhere(db, userOf(request).id);
        return {};
      },
    });
  });
}
