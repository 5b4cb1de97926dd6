import { OAuth2Server } from 'oauth2-mock-server';

export interface MockProvider {
  server: OAuth2Server;
  issuer: string;
  stop(): Promise<void>;
}

/** oauth2-mock-server as a real OpenID Connect provider on loopback; its /authorize answers at once with a code. */
export async function startMockProvider(): Promise<MockProvider> {
  const server = new OAuth2Server();
  await server.issuer.keys.generate('RS256');
  await server.start(0, '127.0.0.1');
  const issuer = server.issuer.url;
  if (!issuer) {
    throw new Error('the mock provider has no issuer URL');
  }
  return { server, issuer, stop: () => server.stop() };
}

export interface MockAccount {
  sub: string;
  email?: string;
  email_verified?: boolean;
  name?: string;
  picture?: string;
}

/** Makes the mock sign in `account` (tokens carry its `sub`, /userinfo its profile) until the returned undo. */
export function signInAs(mock: MockProvider, account: MockAccount): () => void {
  const service = mock.server.service;
  const onToken = (token: { payload: Record<string, unknown> }) => {
    token.payload.sub = account.sub;
  };
  const onUserinfo = (response: { body: Record<string, unknown> | '' }) => {
    response.body = { ...account };
  };
  service.on('beforeTokenSigning', onToken);
  service.on('beforeUserinfo', onUserinfo);
  return () => {
    service.off('beforeTokenSigning', onToken);
    service.off('beforeUserinfo', onUserinfo);
  };
}
