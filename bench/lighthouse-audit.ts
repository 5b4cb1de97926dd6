import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '../e2e/support/browser';

/** The pages a full run audits: the swipe screen, a name's page and the matches. */
export const LIGHTHOUSE_PAGES = ['/', '/name/Emma', '/matches'];

/** Issue 21's targets: performance 95 on the swipe screen and 90 elsewhere, accessibility 100, FCP and LCP. */
export function lighthouseTarget(pathname: string) {
  return {
    performance: pathname === '/' ? 95 : 90,
    accessibility: 100,
    firstContentfulPaintMs: 1800,
    largestContentfulPaintMs: 2500,
  };
}

export interface LighthouseScores {
  url: string;
  performance: number;
  accessibility: number;
  /** First and largest contentful paint in ms, as Lighthouse simulates them (slow 4G, 4x slower CPU). */
  firstContentfulPaintMs: number;
  largestContentfulPaintMs: number;
  /** Lighthouse's runtime error code when the page could not be audited (the scores are then 0). */
  error?: string;
}

/** Where each page's whole Lighthouse report goes, when a caller wants to read the trace behind the scores. */
export type ReportSink = (url: string, report: string) => void;

/** Lighthouse's default mobile audit (simulated slow 4G, mid-range phone) of each URL in Debian's Chromium. */
export async function lighthouseScores(urls: string[], keepReport?: ReportSink): Promise<LighthouseScores[]> {
  const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM_PATH, chromeFlags: CHROMIUM_FLAGS });
  const scores: LighthouseScores[] = [];
  try {
    for (const url of urls) {
      const result = await lighthouse(url, {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance', 'accessibility'],
      });
      if (result && keepReport) {
        keepReport(url, JSON.stringify(result.lhr));
      }
      const categories = result?.lhr.categories;
      const audits = result?.lhr.audits;
      scores.push({
        url,
        performance: Math.round((categories?.performance?.score ?? 0) * 100),
        accessibility: Math.round((categories?.accessibility?.score ?? 0) * 100),
        firstContentfulPaintMs: Math.round(audits?.['first-contentful-paint']?.numericValue ?? Number.NaN),
        largestContentfulPaintMs: Math.round(
          audits?.['largest-contentful-paint']?.numericValue ?? Number.NaN,
        ),
        ...(result?.lhr.runtimeError ? { error: result.lhr.runtimeError.code } : {}),
      });
    }
  } finally {
    chrome.kill();
  }
  return scores;
}
