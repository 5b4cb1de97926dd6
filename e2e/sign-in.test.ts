import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { newPhone, openApp } from './support/browser';
import { usePhoneSession } from './support/phone-session';

const session = usePhoneSession();
const account = inject('mockAccount');

function browserOf(context: BrowserContext) {
  const browser = context.browser();
  if (!browser) {
    throw new Error('the context has no browser');
  }
  return browser;
}

/** Starts the login on the Together page and waits until the app is back there, signed in. */
async function signIn(page: Page): Promise<void> {
  await openApp(page, '/together');
  await page.getByRole('button', { name: 'Sign up with Mock ID' }).click();
  await page.waitForURL((url) => url.pathname === '/together', { timeout: 20_000 });
  await page.getByTestId('signed-in-user').waitFor();
}

async function syncedPreferences(page: Page) {
  const token = await page.evaluate(() => window.localStorage.getItem('authToken'));
  const response = await fetch(`${session.baseUrl}/api/me/preferences`, {
    headers: { authorization: `Bearer ${token}` },
  });
  return response.json();
}

describe('sign-in', () => {
  it('through the provider and back: profile on Together and in the sidebar; a second device gets the settings', async () => {
    const { page, context } = session;
    const visited: string[] = [];
    page.on('framenavigated', (frame) => {
      if (frame === page.mainFrame()) {
        visited.push(new URL(frame.url()).pathname);
      }
    });
    await signIn(page);
    expect(visited).toContain('/login-success');
    const card = page.getByTestId('signed-in-user');
    expect(await card.textContent()).toContain(account.name);
    expect(await card.textContent()).toContain(account.email);
    expect(await card.locator('img').getAttribute('src')).toBe(account.picture);
    await page.getByText('You are logged in.').waitFor();

    await page.getByRole('button', { name: 'Open menu' }).click();
    const profile = page.getByTestId('profile-card');
    expect(await profile.textContent()).toBe(account.name);
    expect(await profile.locator('img').getAttribute('src')).toBe(account.picture);
    await page.getByRole('button', { name: 'Collapse menu' }).click();

    const lastName = `Jansen ${Date.now().toString(36)}`;
    await openApp(page, '/settings');
    await page.getByPlaceholder('Your last name').fill(lastName);
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await page.getByText('Serif').click();
    await expect
      .poll(() => syncedPreferences(page), { timeout: 10_000 })
      .toMatchObject({ lastName, font: 'serif' });

    const second = await newPhone(browserOf(context), session.baseUrl);
    try {
      const other = await second.newPage();
      await signIn(other);
      await expect
        .poll(() => other.evaluate(() => window.localStorage.getItem('user-last-name')))
        .toBe(lastName);
      expect(await other.evaluate(() => window.localStorage.getItem('font-preference'))).toBe('serif');
      expect(await other.evaluate(() => document.documentElement.dataset.nameFont)).toBe('serif');
      await openApp(other, '/settings');
      expect(await other.getByPlaceholder('Your last name').inputValue()).toBe(lastName);
    } finally {
      await second.close();
    }
  });

  it('the callback without a token goes home; an undecodable token is logged and still redirects', async () => {
    const { page } = session;
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') {
        errors.push(message.text());
      }
    });
    await openApp(page, '/login-success');
    await page.waitForURL((url) => url.pathname === '/');
    await openApp(page, '/settings');
    await page.evaluate(() => window.sessionStorage.setItem('preLoginRedirect', '/history'));
    await page.goto('/login-success?token=not-a-token');
    await page.waitForURL((url) => url.pathname === '/history');
    expect(errors).toContain('Invalid token');
  });

  it('a failed login says why, translated', async () => {
    const { page } = session;
    await openApp(page, '/login-success?error=login-denied');
    await page.getByText('The login was cancelled.').waitFor();
    await page.getByRole('link', { name: 'Back to the app' }).click();
    await page.waitForURL((url) => url.pathname === '/');
  });

  it('a native-app login finishes in the browser that started it and hands the app a token', async () => {
    const { page, baseUrl } = session;
    const callback = page.waitForResponse((response) => response.url().includes('/login/oauth2/code/oidc'));
    // The system browser cannot open the app's scheme here; the redirect to it is what the app would receive.
    await page.goto(`${baseUrl}/oauth2/authorization/oidc?client=app`).catch(() => undefined);
    expect((await callback).headers().location).toMatch(/^nameswiper:\/\/login-success\?token=/);
  });

  it("login CSRF: a callback from someone else's login is refused in this browser, translated", async () => {
    const { page, context, baseUrl } = session;
    const attacker = await newPhone(browserOf(context), baseUrl);
    try {
      const locationOf = async (url: string) =>
        (await attacker.request.get(url, { maxRedirects: 0 })).headers().location ?? '';
      const authorize = await locationOf(`${baseUrl}/oauth2/authorization/oidc`);
      const forged = await locationOf(authorize);
      expect(forged).toContain('state=');

      await page.goto(forged);
      await page.waitForURL((url) => url.pathname === '/login-success');
      await page
        .getByText('This login was started in another browser. Please start it again here.')
        .waitFor();
      expect(await page.evaluate(() => window.localStorage.getItem('authToken'))).toBeNull();
    } finally {
      await attacker.close();
    }
  });
});
