/**
 * The README sections on the pipeline's data rules: national births and top-list coverage, gender, gaps, trends,
 * spelling repairs (ISTAT, INE, INSEE's accents) and the exclusion list. Figures are computed from the series.
 */
import {
  FEMALE_SHARE_F,
  FEMALE_SHARE_M,
  MIN_GENDER_BIRTHS,
  RECENT_FROM,
  RECENT_TO,
  shareOf,
  TREND_FALLING,
  TREND_MIN_BIRTHS,
  TREND_MIN_KNOWN,
  TREND_RISING,
  TREND_WINDOW,
  TREND_YEARS,
} from './config';
import type { Exclusion } from './exclusions';
import type { NationalBirths } from './national-births';
import type { CountrySeries } from './read-popularity';

const thousands = (value: number): string => String(Math.round(value)).replace(/\B(?=(\d{3})+$)/g, ',');

function coverageLines(series: readonly CountrySeries[], table: ReadonlyMap<string, NationalBirths>): string {
  return (
    series
      // Norway's fixed list is taken against its own total and New South Wales' against none (CountryInfo.shareOf):
      // only the series measured against national births have a coverage to state.
      .filter((s) => shareOf(s.country) === 'national')
      .map((s) => {
        const listed = s.totals.reduce((sum, count) => sum + count, 0);
        const national = s.births.reduce((sum, count) => sum + count, 0);
        const years = s.published.filter(Boolean).length;
        const sources = (table.get(s.country)?.sources ?? [])
          .map(
            (source) =>
              `${source.publisher}, ${source.table}, <${source.url}> (taken from: ${source.obtainedFrom})`,
          )
          .join('; ');
        return (
          `- \`${s.country}\`: the lists of ${years} years hold ${thousands(listed)} births of ` +
          `${thousands(national)} live births, coverage **${Math.round((listed / national) * 100)} %**. Source: ${sources}.`
        );
      })
      .join('\n')
  );
}

/** Births of a spelling in a year of a series (both sexes), 0 when absent. */
function birthsOf(series: CountrySeries | undefined, key: string, year: number): number {
  const entry = series?.names.get(key);
  const index = year - (series?.firstYear ?? 0);
  return (entry?.female[index] ?? 0) + (entry?.male[index] ?? 0);
}

function accentedInitialBirths(series: CountrySeries | undefined, year: number): number {
  let births = 0;
  for (const key of series?.names.keys() ?? []) {
    if (/^[àâäéèêëîïôöùûüç]/u.test(key)) {
      births += birthsOf(series, key, year);
    }
  }
  return births;
}

function frenchAccentFinding(series: readonly CountrySeries[]): string {
  const fr = series.find((s) => s.country === 'fr');
  const pairs = [
    ['andrea', 'andréa'],
    ['eva', 'éva'],
    ['lea', 'léa'],
    ['zoe', 'zoé'],
  ];
  const rows = pairs.map(
    ([plain = '', accented = '']) =>
      `| ${plain} / ${accented} | ${[2008, 2009, 2010, 2011, 2012].map((y) => `${birthsOf(fr, plain, y)} / ${birthsOf(fr, accented, y)}`).join(' | ')} |`,
  );
  const initials = [2008, 2009, 2010, 2011, 2012]
    .map((y) => thousands(accentedInitialBirths(fr, y)))
    .join(' | ');
  return `INSEE changed how it records accents in 2010. Up to 2009 almost no name starts with an accented capital (Éva, Élise and
Émilie are filed as Eva, Elise, Emilie), and spellings that differ only in accents were merged into one form (Léa,
Chloé and Zoé hold nearly all births, Lea, Chloe and Zoe almost none). From 2010 the spelling of the birth record is
kept, so both forms appear and the unaccented one jumps. The two spellings together stay smooth (births, unaccented /
accented):

| spelling | 2008 | 2009 | 2010 | 2011 | 2012 |
|---|---|---|---|---|---|
${rows.join('\n')}
| births with an accented initial | ${initials} |

So the French curves of such pairs show a recording change around 2010, not a fashion. The pipeline keeps the series
as published (merging would need a rule per name that the source does not give); the jump is documented here.`;
}

export function renderDataRules(
  series: readonly CountrySeries[],
  table: ReadonlyMap<string, NationalBirths>,
  exclusions: readonly Exclusion[],
): string {
  const exclusionRows = exclusions.map((e) => `| ${e.name} | ${e.reason} |`).join('\n');
  return `## National births and top-list coverage

NL, IT and ES publish only top lists. A name's share there is taken against the country's national live births of
the same years, from \`data/pipeline/national-births.csv\` (one row per country and year, with publisher, table, URL
and where the figures were taken from, since the publishers' sites cannot be reached from the build machine). Years a
list lacks (Italy 2009) are left out of both sides.

${coverageLines(series, table)}

## Gender

A series that gave the name to at least ${MIN_GENDER_BIRTHS} children in ${RECENT_FROM}–${RECENT_TO} says \`F\` (female
share ≥ ${Math.round(FEMALE_SHARE_F * 100)} %), \`M\` (≤ ${Math.round(FEMALE_SHARE_M * 100)} %) or \`N\`. A top list
that holds the name for one sex only cannot give a share (the other sex is below the list, not zero): its
\`female_share\` is empty and it says the listed sex (Italy lists Simone for boys, the Netherlands Maxime for girls).
The name is \`F\` or \`M\` only when every series that says something agrees, otherwise \`N\`: Andrea (US 99 % girls,
France 22 %), Simone (US, France, England girls; Italy boys) and Maxime (France boys; Netherlands girls) are \`N\`.
Without such a series the dictionary's codes decide (all \`F\`/\`1F\` → \`F\`, all \`M\`/\`1M\` → \`M\`, otherwise \`N\`), and
without those the share of all known births. \`countries.csv\` keeps each series' share and verdict.

## Gaps, ranks and trends

\`popularity.csv\` writes \`-\` where a series has no figure: a year the source lacks (Italy 2009), or a year whose top
list does not reach the name; \`0\` only in complete series (below the privacy threshold). Each series runs to its
source's last year (Belgium 2025, US 2023). \`latest_rank\` ranks the name among the names of its main sex (the sex of
most recent births) in the series' last year, ties sharing a rank. \`trend\`: the mean share of the year's births (national
births for top lists) in the last ${TREND_WINDOW} of the series' last ${TREND_YEARS} years, against the first ${TREND_WINDOW}
of them: ≥ ${TREND_RISING} rising, ≤ ${TREND_FALLING} falling, otherwise steady; empty when a window has fewer than
${TREND_MIN_KNOWN} years with a figure or the six years hold fewer than ${TREND_MIN_BIRTHS} births. No series is
generated or filled in: every figure is a source figure.

## Spellings the sources could not write

- ISTAT (Italy) writes a final stressed vowel as vowel + apostrophe from 2011 (\`Nicolo'\`) and without a mark before
  (\`Nicolo\`); both become the accented vowel (\`Nicolò\`, one series 1999–2018). It is the only such spelling in
  \`it.csv\`.
- INE (Spain) writes capitals without accents. A Spanish name takes the accented spelling only where the name
  dictionary's "Spain" column and Wiktionary's names used in Spanish each know exactly one spelling that folds to it
  and agree on it (Lucía, Sofía, María, Martín, José); otherwise INE's spelling stays (Maximo: the dictionary says
  Maxímo, Wiktionary Máximo). Wiktionary's data are CC BY-SA 4.0 and are used here only to decide an accent.
- SSA (US) strips accents; its names stay as written (\`Jose\`).

### France: accents before and after 2010

${frenchAccentFinding(series)}

## Exclusions

Spellings that are not given names (initials, surnames) or are typos are kept out of the catalogue by the reviewed
list \`data/pipeline/exclusions.csv\`, one reason each; nothing else is dropped except the junk shapes described under
*Selection*.

| name | reason |
|---|---|
${exclusionRows}
`;
}
