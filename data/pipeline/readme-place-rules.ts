/** The README section on regions, cities, small places and series that ended (decision 79). */
import {
  COUNTRY_INFO,
  POPULAR_MAX_RANK,
  POPULAR_MIN_BIRTHS,
  POPULAR_YEARS,
  RECENT_TO,
  TREND_MAX_AGE,
  shareOf,
} from './config';
import type { Country } from './config';
import { countryGroups } from './country-group';
import type { CountrySeries } from './read-popularity';

/** The kind column of the series table. */
export function seriesKind(country: Country): string {
  const info = COUNTRY_INFO[country];
  if (info.topListOnly) {
    return shareOf(country) === 'none' ? 'top-N list only, without its births' : 'listed names only';
  }
  const topYears = info.topListYears;
  return topYears === undefined
    ? 'complete above the privacy threshold'
    : `complete, but top 100 only in ${topYears.from}–${topYears.to}`;
}

export function renderPlaceRules(series: readonly CountrySeries[]): string {
  const groups = countryGroups(series)
    .filter(({ country, members }) => members.length > 1 || members[0]?.country !== country)
    .map(({ country, members }) => `\`${country}\`: ${members.map((s) => `\`${s.country}\``).join(', ')}`);
  const regions = series
    .filter((s) => {
      const within = COUNTRY_INFO[s.country].within;
      return within !== undefined && series.some((whole) => whole.country === within);
    })
    .map((s) => `\`${s.country}\``);
  const ended = series
    .filter((s) => s.lastYear < RECENT_TO - TREND_MAX_AGE)
    .map((s) => `\`${s.country}\` ${s.lastYear}`);
  return `## Regions, cities and series that ended

- **A country counts once.** Regions whose country has its own series (${regions.join(', ')} within \`be\`) add
  their own figures, ranks, \`countries.csv\` rows and "popular in", but Belgium's selection share, rank share and
  gender come from \`be.csv\` alone, which already holds their births. A region never records more children with a
  name than its country in the same year (Statbel's repeated 2015 girls' names Fébe, Séréna and Teodora are cut to
  the national 5). Where the country has no series of its own, its regions and cities stand for it together
  (${groups.join('; ')}): in selection and rank by the member where the name's share is highest, in gender by their
  births pooled, so the UK is one vote on a name's gender, not three.
- **Small places.** A series names its place when the name is among its ${POPULAR_MAX_RANK} most given names of its
  sex with at least ${POPULAR_MIN_BIRTHS} births, in one of its last ${POPULAR_YEARS} years or in those years
  together. The second reading fits the bar to the place's size: Leipzig (7,000 births a year) needs 20 births in
  five years rather than in one, while in a large country the rank decides either way. Never fewer than
  ${POPULAR_MIN_BIRTHS} children, so a handful of births in Cologne's single year does not make a name "popular"
  there. Top lists and years with only a top list use the yearly reading alone.
- **Series that ended** (${ended.join(', ')}) keep their figures and their last year (\`latest_year\`, shown by the
  app with every rank), and give **no trend**: a series whose last year is more than ${TREND_MAX_AGE} years before
  ${RECENT_TO} cannot say a name is rising now. They still name their places, by their last ${POPULAR_YEARS} years.
- **Quirks of the added files** (see \`../shared/data/SOURCES.md\`): registry placeholders (\`Unnamed\`, \`Baby\`,
  \`Twin\`, \`(Not\`, Cologne's \`ohne\`) and names with digits or stray punctuation are junk; Norway's fixed list and
  New South Wales' top 100 leave a name's missing years as gaps (\`-\`), as do South Australia's top-100 years
  2018–2023; the swapped 2017 South Australian files are read by content (Charlotte 132 girls); Munich's counts are
  read as first names, as SOURCES.md infers; Sweden's 2022 list goes down to 2 children, earlier years to 10.`;
}
