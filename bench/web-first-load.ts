/**
 * `npm run bench:web`: issue 21's web measures alone, without the server benchmarks of `npm run bench`. Lighthouse
 * (default mobile config) on each page of LIGHTHOUSE_PAGES `--runs=N` times (default 3) against the compiled
 * server on an empty SQLite database, then the first screen's size against the bare React page. Each whole report
 * is written to bench/results/lighthouse-<page>-<run>.json (git-ignored) for reading the trace behind a score.
 * Lighthouse multiplies the main-thread time it observes, so only runs on an idle machine are comparable.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { repoRoot } from '../server/src/config';
import { buildBareReact, firstScreenSize } from './bundle-size';
import { LIGHTHOUSE_PAGES, lighthouseScores, lighthouseTarget } from './lighthouse-audit';
import { freePort, startServer } from './processes';

const runsFlag = process.argv.find((arg) => arg.startsWith('--runs='));
const runs = runsFlag ? Math.max(1, Number(runsFlag.slice('--runs='.length))) : 3;
const resultsDir = path.join(repoRoot, 'bench/results');
const workDir = fs.mkdtempSync(path.join(os.tmpdir(), 'name-swiper-web-bench-'));
const port = await freePort();
const server = await startServer({ port, databaseUrl: `sqlite:${path.join(workDir, 'web.db')}` });
fs.mkdirSync(resultsDir, { recursive: true });

try {
  for (let run = 1; run <= runs; run++) {
    const scores = await lighthouseScores(
      LIGHTHOUSE_PAGES.map((page) => `http://127.0.0.1:${port}${page}`),
      (url, report) => {
        const page = new URL(url).pathname.replace(/\W+/g, '-').replace(/^-|-$/g, '') || 'swipe';
        fs.writeFileSync(path.join(resultsDir, `lighthouse-${page}-${run}.json`), report);
      },
    );
    for (const score of scores) {
      const pathname = new URL(score.url).pathname;
      const target = lighthouseTarget(pathname);
      const met =
        score.performance >= target.performance &&
        score.accessibility >= target.accessibility &&
        score.firstContentfulPaintMs < target.firstContentfulPaintMs &&
        score.largestContentfulPaintMs < target.largestContentfulPaintMs;
      process.stdout.write(
        `run ${run} ${pathname.padEnd(11)} performance ${score.performance} accessibility ${score.accessibility} ` +
          `FCP ${score.firstContentfulPaintMs} ms LCP ${score.largestContentfulPaintMs} ms ` +
          `${met ? 'met' : 'NOT met'}${score.error ? ` (${score.error})` : ''} load ${os.loadavg()[0]?.toFixed(1)}\n`,
      );
    }
  }
} finally {
  await server.stop();
  fs.rmSync(workDir, { recursive: true, force: true });
}

const app = firstScreenSize(path.join(repoRoot, 'web/dist'));
const bare = firstScreenSize(await buildBareReact());
process.stdout.write(
  `first screen ${(app.gzipBytes / 1024).toFixed(1)} KB gzipped in ${app.files} files, bare React ` +
    `${(bare.gzipBytes / 1024).toFixed(1)} KB: ${(app.gzipBytes / bare.gzipBytes).toFixed(2)}x (target <= 2x)\n`,
);
