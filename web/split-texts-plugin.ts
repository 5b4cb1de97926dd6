import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';
import type { TextPart } from './src/i18n/text-parts';
import { textPart } from './src/i18n/text-parts';

const PREFIX = 'virtual:texts/';
const textsDir = path.join(path.dirname(fileURLToPath(import.meta.url)), 'src/i18n');

/**
 * `virtual:texts/<language>/<part>`: one part of a language's texts (src/i18n/text-parts.ts), cut from the
 * language's one JSON file, so each part is a chunk of its own (`texts-en-start-<hash>.js`).
 */
export function splitTexts(): Plugin {
  return {
    name: 'name-swiper:split-texts',
    resolveId(id) {
      return id.startsWith(PREFIX) ? `\0texts-${id.slice(PREFIX.length).replace('/', '-')}` : undefined;
    },
    load(id) {
      const match = /^\0texts-(\w+)-(start|later)$/.exec(id);
      if (!match) {
        return undefined;
      }
      const [, language, part] = match;
      const file = path.join(textsDir, `${language}.json`);
      this.addWatchFile(file);
      const texts: unknown = JSON.parse(fs.readFileSync(file, 'utf8'));
      return `export default ${JSON.stringify(textPart(texts as never, part as TextPart))};`;
    },
  };
}
