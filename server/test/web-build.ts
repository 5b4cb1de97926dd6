import fs from 'node:fs';
import path from 'node:path';
import { repoRoot } from '../src/config';

/** The web app's production build; fails the test that needs it when there is none, rather than leaving it out. */
export function builtWebDist(): string {
  const webDist = path.join(repoRoot, 'web/dist');
  if (!fs.existsSync(path.join(webDist, 'index.html'))) {
    throw new Error(
      `There is no build of the web app in ${webDist}: run \`npm run build\` first (\`npm test\` builds before the unit tests).`,
    );
  }
  return webDist;
}
