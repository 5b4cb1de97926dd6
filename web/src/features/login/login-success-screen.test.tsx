import { screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, renderApp } from '../../test/render-app';
import { userStore } from '../../stores/user-store';

function base64Url(text: string): string {
  const bytes = new TextEncoder().encode(text);
  return btoa(String.fromCharCode(...bytes))
    .replaceAll('+', '-')
    .replaceAll('/', '_')
    .replace(/=+$/, '');
}

function tokenWith(claims: object): string {
  return `${base64Url('{"alg":"HS256","typ":"JWT"}')}.${base64Url(JSON.stringify(claims))}.signature`;
}

const CLAIMS = {
  sub: 'zoe@example.org',
  name: 'Zoë de Vries',
  picture: 'https://example.org/zoe.png',
  uid: 'u1',
  iat: 1,
  exp: 2,
  iss: 'http://localhost',
};

describe('login callback', () => {
  let errors: ReturnType<typeof vi.spyOn>;

  beforeEach(() => {
    fakeApi({ '/api/votes': [], '/api/votes/stats': { likes: 0, partnerLikes: 0, matches: 0 } });
    errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    window.sessionStorage.clear();
  });
  afterEach(() => {
    userStore.signOut();
    vi.restoreAllMocks();
    vi.unstubAllGlobals();
  });

  it('stores the token and its claims, then replaces the entry with the page the login started on', async () => {
    window.sessionStorage.setItem('preLoginRedirect', '/settings');
    const token = tokenWith(CLAIMS);
    const app = await renderApp(`/login-success?token=${token}`);
    await waitFor(() => expect(app.currentPath()).toBe('/settings'));
    expect(app.history()).toEqual(['/settings']);
    expect(window.localStorage.getItem('authToken')).toBe(token);
    expect(window.localStorage.getItem('userEmail')).toBe('zoe@example.org');
    expect(window.localStorage.getItem('userName')).toBe('Zoë de Vries');
    expect(window.localStorage.getItem('userPic')).toBe('https://example.org/zoe.png');
    expect(userStore.get().email).toBe('zoe@example.org');
  });

  it('without a saved page it goes home; a token without name or picture stores only the e-mail', async () => {
    const app = await renderApp(
      `/login-success?token=${tokenWith({ ...CLAIMS, name: undefined, picture: undefined })}`,
    );
    await waitFor(() => expect(app.currentPath()).toBe('/'));
    expect(window.localStorage.getItem('userEmail')).toBe('zoe@example.org');
    expect(window.localStorage.getItem('userName')).toBeNull();
    expect(window.localStorage.getItem('userPic')).toBeNull();
  });

  it('without a token it logs the problem and goes home', async () => {
    window.sessionStorage.setItem('preLoginRedirect', '/settings');
    const app = await renderApp('/login-success');
    await waitFor(() => expect(app.currentPath()).toBe('/'));
    expect(errors).toHaveBeenCalled();
    expect(window.localStorage.getItem('authToken')).toBeNull();
  });

  it("logs 'Invalid token' for a token that does not decode, and still redirects", async () => {
    window.sessionStorage.setItem('preLoginRedirect', '/history');
    const app = await renderApp('/login-success?token=not-a-jwt');
    await waitFor(() => expect(app.currentPath()).toBe('/history'));
    expect(errors).toHaveBeenCalledWith('Invalid token');
    expect(window.localStorage.getItem('userEmail')).toBeNull();
  });

  it('shows a failed login translated, with the way back', async () => {
    window.sessionStorage.setItem('preLoginRedirect', '/together');
    await renderApp('/login-success?error=login-denied');
    expect(await screen.findByText('The login was cancelled.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to the app' })).toHaveAttribute('href', '/together');
  });
});
