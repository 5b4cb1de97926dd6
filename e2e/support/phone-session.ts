import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, beforeEach, inject } from 'vitest';
import type { ContextOptions } from './browser';
import { launchBrowser, newPhone } from './browser';

export interface PhoneSession {
  readonly baseUrl: string;
  readonly page: Page;
  readonly context: BrowserContext;
}

/** Registers the hooks for a test file: one Chromium per file, a fresh phone (new device) per test. */
export function usePhoneSession(options: ContextOptions = {}): PhoneSession {
  const baseUrl = inject('baseUrl');
  let browser: Browser | undefined;
  let context: BrowserContext | undefined;
  let page: Page | undefined;

  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });
  beforeEach(async () => {
    if (!browser) {
      throw new Error('The browser did not start');
    }
    context = await newPhone(browser, baseUrl, options);
    page = await context.newPage();
  });
  afterEach(async () => {
    await context?.close();
  });

  return {
    baseUrl,
    get page() {
      if (!page) {
        throw new Error('No page: use the session inside a test');
      }
      return page;
    },
    get context() {
      if (!context) {
        throw new Error('No context: use the session inside a test');
      }
      return context;
    },
  };
}
