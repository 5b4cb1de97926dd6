import { randomInt } from 'node:crypto';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { chromium } from 'playwright-core';

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
/** Headless as root, and no calls home: this machine's network refuses them. */
export const CHROMIUM_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--no-first-run',
];
export const PHONE_VIEWPORT = { width: 390, height: 844 };

export async function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: CHROMIUM_FLAGS,
  });
}

export interface ContextOptions {
  locale?: string;
  colorScheme?: 'light' | 'dark';
  reducedMotion?: 'reduce' | 'no-preference';
  /** The client address the server sees for this phone; default one of its own (see `phoneAddressHeaders`). */
  address?: string;
}

/**
 * A client address of its own for one phone, as a proxy in front of the server reports it: the browser tests'
 * server trusts X-Forwarded-For from loopback (global setup), so each phone spends its own per-address budgets
 * (invite joins, STOMP writes, REST) the way phones behind different connections do (decision 82). Chromium sends
 * these headers on every request of the context, the WebSocket upgrade included. Random in 10.0.0.0/8, since
 * two test files run at once against the one server.
 */
export function phoneAddressHeaders(address = `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`) {
  return { 'X-Forwarded-For': address };
}

/** A fresh phone-sized context (new device id, empty storage) on the test server. */
export async function newPhone(
  browser: Browser,
  baseUrl: string,
  options: ContextOptions = {},
): Promise<BrowserContext> {
  return browser.newContext({
    baseURL: baseUrl,
    viewport: PHONE_VIEWPORT,
    deviceScaleFactor: 2,
    hasTouch: false,
    locale: options.locale ?? 'en-GB',
    colorScheme: options.colorScheme ?? 'light',
    reducedMotion: options.reducedMotion ?? 'no-preference',
    extraHTTPHeaders: phoneAddressHeaders(options.address),
  });
}

/**
 * Opens a path and waits until the realtime connection is up: the app has replaced the static shell of
 * index.html (its `main` comes in the same render as the 'Loading...' overlay) and the overlay is gone.
 */
export async function openApp(page: Page, path = '/'): Promise<void> {
  await page.goto(path);
  await page.locator('main#main').waitFor({ state: 'attached', timeout: 20_000 });
  await page.getByTestId('connection-overlay').waitFor({ state: 'detached', timeout: 20_000 });
}
