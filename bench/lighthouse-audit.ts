import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '../e2e/support/browser';

export interface LighthouseScores {
  url: string;
  performance: number;
  accessibility: number;
  /** Lighthouse's runtime error code when the page could not be audited (the scores are then 0). */
  error?: string;
}

/** Lighthouse's default mobile audit (simulated slow 4G, mid-range phone) of each URL in Debian's Chromium. */
export async function lighthouseScores(urls: string[]): Promise<LighthouseScores[]> {
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
      const categories = result?.lhr.categories;
      scores.push({
        url,
        performance: Math.round((categories?.performance?.score ?? 0) * 100),
        accessibility: Math.round((categories?.accessibility?.score ?? 0) * 100),
        ...(result?.lhr.runtimeError ? { error: result.lhr.runtimeError.code } : {}),
      });
    }
  } finally {
    chrome.kill();
  }
  return scores;
}
