import { createHash, randomUUID } from 'node:crypto';
import { createServer } from 'node:http';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { GitHubEndpoints } from '../src/auth/auth-config';

export interface FakeGitHubAccount {
  id: number;
  login: string;
  name: string | null;
  avatar_url: string | null;
  emails: { email: string; primary: boolean; verified: boolean }[];
}

export interface FakeGitHub {
  endpoints: GitHubEndpoints;
  /** The account the next logins sign in as. */
  account: FakeGitHubAccount;
  close(): Promise<void>;
}

function readBody(request: IncomingMessage): Promise<URLSearchParams> {
  return new Promise((resolve) => {
    let body = '';
    request.on('data', (chunk: Buffer) => {
      body += chunk.toString();
    });
    request.on('end', () => resolve(new URLSearchParams(body)));
  });
}

function json(response: ServerResponse, status: number, body: unknown): void {
  response.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
}

/** GitHub's OAuth2 endpoints (with PKCE, as github.com checks it) and the two REST calls we make, on loopback. */
export async function startFakeGitHub(account: FakeGitHubAccount): Promise<FakeGitHub> {
  const challenges = new Map<string, string>();
  const accessTokens = new Set<string>();
  const fake: Omit<FakeGitHub, 'endpoints' | 'close'> = { account };

  const server = createServer(async (request, response) => {
    const url = new URL(request.url ?? '/', 'http://github.test');
    if (url.pathname === '/login/oauth/authorize') {
      const code = randomUUID();
      challenges.set(code, url.searchParams.get('code_challenge') ?? '');
      const back = new URL(url.searchParams.get('redirect_uri') ?? '');
      back.searchParams.set('code', code);
      back.searchParams.set('state', url.searchParams.get('state') ?? '');
      response.writeHead(302, { location: back.href }).end();
      return;
    }
    if (url.pathname === '/login/oauth/access_token') {
      const form = await readBody(request);
      const challenge = challenges.get(form.get('code') ?? '');
      const verifier = form.get('code_verifier') ?? '';
      if (!challenge || createHash('sha256').update(verifier).digest('base64url') !== challenge) {
        json(response, 200, { error: 'bad_verification_code' });
        return;
      }
      const accessToken = `gho_${randomUUID()}`;
      accessTokens.add(accessToken);
      json(response, 200, { access_token: accessToken, token_type: 'bearer', scope: 'read:user,user:email' });
      return;
    }
    const bearer = request.headers.authorization?.replace(/^Bearer /, '') ?? '';
    if (!accessTokens.has(bearer)) {
      json(response, 401, { message: 'Bad credentials' });
      return;
    }
    const { emails, ...user } = fake.account;
    if (url.pathname === '/user/emails') {
      json(response, 200, emails);
      return;
    }
    json(
      response,
      url.pathname === '/user' ? 200 : 404,
      url.pathname === '/user' ? user : { message: 'Not Found' },
    );
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  const base = `http://127.0.0.1:${port}`;
  return Object.assign(fake, {
    endpoints: {
      authorization: `${base}/login/oauth/authorize`,
      token: `${base}/login/oauth/access_token`,
      api: base,
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  });
}
