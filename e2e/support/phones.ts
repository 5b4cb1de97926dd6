import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, inject } from 'vitest';
import type { ContextOptions } from './browser';
import { launchBrowser, newPhone } from './browser';

export interface Phone {
  readonly page: Page;
  readonly context: BrowserContext;
}

export interface Phones {
  readonly baseUrl: string;
  /** A fresh phone (a new device on its own browser context), closed after the test. */
  phone(options?: ContextOptions): Promise<Phone>;
}

/** Registers the hooks for a test file of several phones: one Chromium per file, the phones closed after each test. */
export function usePhones(): Phones {
  const baseUrl = inject('baseUrl');
  let browser: Browser | undefined;
  let contexts: BrowserContext[] = [];

  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });
  afterEach(async () => {
    await Promise.all(contexts.map((context) => context.close()));
    contexts = [];
  });

  return {
    baseUrl,
    async phone(options = {}) {
      if (!browser) {
        throw new Error('The browser did not start');
      }
      const context = await newPhone(browser, baseUrl, options);
      contexts.push(context);
      return { context, page: await context.newPage() };
    },
  };
}
