/** The section of `data/README.md` that says which published file carries which licence, from the credits list. */
import type { DataSource, DataUse, Licence } from '@name-swiper/contract/credits';
import { DATA_SOURCES, PROJECT_LICENCE } from '@name-swiper/contract/credits';

interface FilePart {
  what: string;
  uses: readonly DataUse[];
}

/** What each published file takes from which kind of source (file formats: docs/catalogue-files.md). */
export const PUBLISHED_FILES: Readonly<Record<string, readonly FilePart[]>> = {
  'names.csv': [
    {
      what: 'the names chosen by births, their order, and `gender`, `tags` and `popular_in` where births decide them',
      uses: ['births'],
    },
    {
      what: 'the names added from the dictionary alone, and `gender` where no series decides it',
      uses: ['names'],
    },
    { what: "`tags` and `popular_in` given by the dictionary's country columns", uses: ['tags'] },
    { what: '`origin` and `origin_languages`', uses: ['origins'] },
  ],
  'popularity.csv': [{ what: 'every row', uses: ['births'] }],
  'countries.csv': [{ what: 'every row', uses: ['births'] }],
  'links.csv': [
    {
      what: '`variant` and `equivalent` rows from Wiktionary links (variants found by accent folding alone are the pipeline’s own)',
      uses: ['variants'],
    },
    { what: '`nickname` rows', uses: ['nicknames'] },
  ],
  'namedays.csv': [{ what: 'every row', uses: ['namedays'] }],
  'pronunciations.csv': [{ what: 'every row', uses: ['pronunciations'] }],
  'spellings.csv': [
    {
      what: 'the groups, from the `variant` rows of `links.csv` (Wiktionary links and the pipeline’s accent folding)',
      uses: ['variants'],
    },
    { what: '`most_given_in`', uses: ['births'] },
  ],
};

/** Licences whose adaptations must be shared under the same licence. */
const SHARE_ALIKE = ['CC-BY-SA-4.0', 'GFDL-1.2-no-invariants-or-later'];

function licenceText(licence: Licence): string {
  const text = licence.text === undefined ? '' : `, text in \`${licence.text}\``;
  if (licence.kind === 'public-domain') {
    return `public domain (${licence.name}${text})`;
  }
  if (licence.kind === 'none-stated') {
    return `no open licence stated (${licence.name})`;
  }
  const spdx = licence.spdx === undefined ? '' : ` (\`${licence.spdx}\`)`;
  return `${licence.name}${spdx}${text}`;
}

const usedBy = (part: FilePart) => (source: DataSource) => source.uses.some((use) => part.uses.includes(use));

function fileLine(file: string, parts: readonly FilePart[]): string {
  const described = parts.map((part) => {
    const sources = DATA_SOURCES.filter(usedBy(part)).map((source) => source.name);
    return `${part.what} — ${sources.join(', ')}`;
  });
  return `- \`${file}\`: ${described.join('; ')}.`;
}

const sourceLine = (source: DataSource): string =>
  `- ${source.name} — ${source.publisher}: ${licenceText(source.licence)}. Attribution: "${source.attribution}"`;

function shareAlikeLine(source: DataSource): string {
  const parts = Object.entries(PUBLISHED_FILES).flatMap(([file, fileParts]) =>
    fileParts.filter((part) => usedBy(part)(source)).map((part) => `${part.what} in \`${file}\``),
  );
  return `- ${source.licence.spdx}, from ${source.name}: ${parts.join('; ')}.`;
}

export function renderLicenceNotes(): string {
  const files = Object.entries(PUBLISHED_FILES).map(([file, parts]) => fileLine(file, parts));
  const shareAlike = DATA_SOURCES.filter((source) => SHARE_ALIKE.includes(source.licence.spdx ?? ''));
  return `## Licences

The catalogue files are not under the project's licence (${PROJECT_LICENCE.name} in \`${PROJECT_LICENCE.text}\`,
which covers the code only): each carries the licences of the sources it is derived from, and whoever passes a
file on must pass on those sources' attributions (listed with their licences below; the app shows them on its
Credits screen) and the licence texts in \`data/licences/\`.

What each file takes from which source:

${files.join('\n')}

The licence and the required attribution of each source:

${DATA_SOURCES.map(sourceLine).join('\n')}

Share-alike: these parts are adaptations that stay under their source's licence wherever they are copied:

${shareAlike.map(shareAlikeLine).join('\n')}`;
}
