import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { newPhone, openApp } from './support/browser';
import { usePhoneSession } from './support/phone-session';
import { familyMembers, inviteCode, saveOwnName } from './support/together';

const session = usePhoneSession();
const PAYLOAD = '<img src=x onerror=alert(1)>';

interface Watch {
  dialogs: string[];
  violations(): Promise<string[]>;
}

/** Records every alert/confirm/prompt and every Content-Security-Policy violation the page reports. */
async function watchPage(page: Page): Promise<Watch> {
  const dialogs: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  await page.addInitScript(() => {
    const seen: string[] = [];
    Reflect.set(window, '__cspViolations', seen);
    document.addEventListener('securitypolicyviolation', (event) => {
      seen.push(`${event.violatedDirective} ${event.blockedURI}`);
    });
  });
  return {
    dialogs,
    violations: () =>
      page.evaluate(() => {
        const seen: unknown = Reflect.get(window, '__cspViolations');
        return Array.isArray(seen) ? seen.map(String) : [];
      }),
  };
}

describe('hostile text is shown as text (issue 9 §5)', () => {
  it('a search for markup opens a name page that shows the markup as text and runs nothing', async () => {
    const { page } = session;
    const watch = await watchPage(page);
    await openApp(page, '/');
    await page.getByRole('button', { name: 'Open menu' }).click();
    await page.getByRole('searchbox', { name: 'Search for a name' }).fill(PAYLOAD);
    await page.getByRole('searchbox', { name: 'Search for a name' }).press('Enter');
    await page.waitForURL((url) => url.pathname === `/name/${encodeURIComponent(PAYLOAD)}`);
    await page.getByText(PAYLOAD, { exact: false }).first().waitFor();
    expect(await page.locator('img[src="x"]').count()).toBe(0);
    expect(watch.dialogs).toEqual([]);
    expect(await watch.violations()).toEqual([]);
  });

  it("a device name made of markup is listed as text in the partner's member list", async () => {
    const { page, context, baseUrl } = session;
    await openApp(page, '/together');
    await saveOwnName(page, PAYLOAD);
    const browser = context.browser();
    if (!browser) {
      throw new Error('The phone has no browser');
    }
    const partnerPhone = await newPhone(browser, baseUrl);
    try {
      const partner = await partnerPhone.newPage();
      const watch = await watchPage(partner);
      await openApp(partner, '/together');
      const code = await inviteCode(partner);
      await page.getByRole('textbox', { name: 'Invite code' }).pressSequentially(code);
      await expect
        .poll(async () => (await familyMembers(partner).allTextContents()).join(' | '))
        .toContain(PAYLOAD);
      expect(await partner.locator('img[src="x"]').count()).toBe(0);
      expect(watch.dialogs).toEqual([]);
      expect(await watch.violations()).toEqual([]);
    } finally {
      await partnerPhone.close();
    }
  });
});

describe('the Content-Security-Policy (issue 9 §5)', () => {
  it('is satisfied by every screen of the built app', async () => {
    const { page } = session;
    const watch = await watchPage(page);
    const consoleErrors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error' && /Content Security Policy/i.test(message.text())) {
        consoleErrors.push(message.text());
      }
    });
    for (const path of [
      '/',
      '/tags',
      '/history',
      '/matches',
      '/together',
      '/settings',
      '/name/Emma',
      '/nowhere',
    ]) {
      await openApp(page, path);
      await page.waitForLoadState('networkidle');
      expect(await watch.violations(), path).toEqual([]);
    }
    expect(consoleErrors).toEqual([]);
  });
});
