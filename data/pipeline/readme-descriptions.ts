/** The README sections on "popular in", tags, origins, links and name days (rules and figures of the build). */
import { PLACES } from '@name-swiper/contract/constants';
import type { CatalogueSummary } from './catalogue-summary';
import {
  COUNTRY_INFO,
  DICTIONARY_ONLY_TAGS,
  DICTIONARY_PLACES,
  POPULAR_MAX_RANK,
  POPULAR_MIN_BIRTHS,
  POPULAR_MIN_DICTIONARY_CLASS,
  POPULAR_YEARS,
  RECENT_TO,
  PRONUNCIATIONS_PER_LANGUAGE,
  SPEC_TAG_MINIMUMS,
} from './config';
import { NATURE_NAMES } from './nature-names';

const thousands = (value: number): string => String(value).replace(/\B(?=(\d{3})+$)/g, ',');

function tagSources(tag: string): string {
  if (tag === 'nature') {
    return 'hand-made list (see *Popular in and tags*)';
  }
  const series = Object.entries(COUNTRY_INFO)
    .filter(([, info]) => info.tag === tag)
    .map(([country]) => `\`${country}\``);
  const columns = Object.entries(DICTIONARY_PLACES)
    .filter(([, place]) => place.tag === tag)
    .map(([column, { place }]) => `\`${place}\` ("${column}")`);
  return [
    ...(series.length > 0 ? [`series ${series.join(', ')}`] : []),
    ...(columns.length > 0 ? [`dictionary ${columns.join(', ')}`] : []),
    ...(DICTIONARY_ONLY_TAGS.includes(tag) ? ['names added from the dictionary alone'] : []),
  ].join('; ');
}

/** The table of tags with their counts and sources, for *Figures of this build*. */
export function renderTagTable(tagCounts: Readonly<Record<string, number>>): string {
  const rows = Object.entries(tagCounts).map(([tag, count]) => {
    const minimum = SPEC_TAG_MINIMUMS[tag];
    const spec = minimum === undefined ? '' : `spec §9, needs ≥ ${minimum}`;
    return `| \`${tag}\` | ${thousands(count)} | ${tagSources(tag)} | ${spec} |`;
  });
  return ['| tag | names | places (where it is popular) | |', '|---|---:|---|---|', ...rows].join('\n');
}

export function renderDescriptionSections(summary: CatalogueSummary): string {
  const natureList = Object.entries(NATURE_NAMES)
    .map(([group, names]) => `- ${group}: ${names.join(', ')}`)
    .join('\n');
  const columns = Object.entries(DICTIONARY_PLACES)
    .map(([column, { place, tag }]) => `"${column}" → \`${place}\` (\`${tag}\`)`)
    .join(', ');
  const links = summary.linkCounts;
  return `## Popular in and tags

\`popular_in\` lists the places (codes of \`PLACES\` in \`contract/src/constants.ts\`) where a name is **common**, best
rank first; the geographic tags are the tags of those places. Neither says where a name comes from (see *Origin*),
and a name that is common nowhere has none (there is no fallback). Of ${thousands(summary.names)} names,
${thousands(summary.namesWithoutPlace)} are common in no place.

- **Birth series** (${Object.keys(COUNTRY_INFO)
    .map((c) => `\`${c}\``)
    .join(', ')}): the series names its place when, in one of its last ${POPULAR_YEARS} years up to
  ${RECENT_TO}, the name is among the ${POPULAR_MAX_RANK} most given names of its sex **and** had at least
  ${POPULAR_MIN_BIRTHS} births that year. The 500th name has 600 births in the US, about 80–95 in France and England &
  Wales, 18 in Belgium and 6 in Berlin, so Berlin needs about its top 170. So every name of a series' latest top 100
  carries its tag. The top lists (NL 100, IT 50, ES 100 per sex) name their place for every name they hold in those
  years; \`spanish\` comes from INE's lists alone.
- **Name dictionary**, for places without a birth series: ${columns}. A column names its place when the name's class
  there is at least ${POPULAR_MIN_DICTIONARY_CLASS}, i.e. at least 1 in 6,400 people (class x stands for 2^(x-2) to
  2^(x-1) %), the order of the ${POPULAR_MAX_RANK}th name of a year's births (0.018 % of US births in 2023). The
  dictionary describes the population of about 2007, not recent births. Germany, Arabia/Persia and the other columns
  have no place code (Berlin is not Germany) and name nothing; the faker word lists, which have no frequencies, are not
  used.
- **Order** (decision 75): the places of a birth series first, by the name's rank in the series' latest year (its
  \`latest_rank\` in \`countries.csv\`, the figure the app shows), then the dictionary's places, which have no rank.
  Ties, and the dictionary's places among themselves, go by the name's share of the series' births in those years, or
  the class midpoint (2^(x-1.5) %) for the dictionary, on one log2 scale; then in the order of \`PLACES\`
  (${PLACES.join(', ')}). The app puts the parent's own places first (selected filters, then the app language's).
- **Accents**: a name written without accents also uses the dictionary rows of its accented spellings (SSA and INE
  strip accents: \`Sofia\` gets \`Sofía\`'s classes) when their genders agree (see *Links*): Mar, a girl, does not get
  the Icelandic boy Már's class. An accented name never borrows from an unaccented one.
- \`nature\`: **no dataset classifies names by meaning, so this is a hand-made, reviewed list.** A name is on it only
  when the name itself is the everyday word for a plant, an animal, a landscape or water feature, the sky, the weather
  or a season in English, Dutch, French, German, Spanish, Italian or Greek; names with only an etymological link
  (Stella, Chloe, Sylvie) and gemstones (Ruby, Jade, Amber) are not on it. Listed names that are not in the catalogue
  get nothing. The list (\`data/pipeline/nature-names.ts\`):

${natureList}

## Origin

\`origin\` is the etymological origin as English Wiktionary states it, and nothing else: the \`origin\` rows of
\`wiktionary-name-languages.csv\` (Wiktionary's \`from=\` parameters and "given names from X" categories) for the
exact name (no accent folding), the language names shortened (\`Ancient Greek (to 1453)\` → \`Ancient Greek\`,
\`Germanic languages\` → \`Germanic\`), \`origin_languages\` the same as Wiktionary codes. A language the name is also
listed as used in is left out when another origin remains (Elizabeth is filed as English and "from Hebrew": Hebrew).
Empty where Wiktionary states no origin: ${thousands(summary.namesWithOrigin)} of ${thousands(summary.names)} names
have one.

## Links, name days and pronunciations

\`links.csv\` (${thousands(links.variant ?? 0)} \`variant\`, ${thousands(links.equivalent ?? 0)} \`equivalent\`,
${thousands(links.nickname ?? 0)} \`nickname\` rows):

- \`variant\`: spellings that are equal after **careful accent folding**, or a direct Wiktionary \`is_a_variant_of\`
  link. Folding removes combining marks only (acute, grave, circumflex, diaeresis, tilde, cedilla, caron, ring: Zoe,
  Zoé, Zoë); letters of their own (ø, æ, ß, ð, þ, ł, đ) never fold. Folding alone does not make one name: Icelandic Már
  ("seagull", a boy) and Spanish Mar ("sea", a girl) fold alike, so every link needs the genders to agree.
- \`equivalent\`: a direct Wiktionary \`is_equivalent_to\` link (Giovanni → John). Links are never chained: the
  connected component of John in Wiktionary has 231 names, Alexander among them.
- \`nickname\`: \`nicknames.csv\` (English), from the name to its nickname.
- **Cross-check**: a link is written only when both names are in the catalogue and their genders **agree** (equal,
  or one of them \`N\`): Aaron → Erin (a girl's name) is dropped. A pair gets one relation, the first of variant,
  equivalent, nickname. Variants and equivalents are written in both directions.

\`namedays.csv\` (${thousands(summary.nameDays)} rows): the Czech and Hungarian calendars match a catalogue name of
the same spelling, or (Ádám → Adam) the name written without accents when the dictionary knows the accented spelling
with a gender that agrees (Béla, a Hungarian boy, is not the girl Bela). Greek names are transliterated after ELOT 743
(Γεώργιος → Georgios) and match only catalogue names that the dictionary lists for Greece.

\`pronunciations.csv\` (${thousands(summary.pronunciations)} rows, ${thousands(summary.namesWithPronunciation)} names): the IPA
pronunciations of WikiPron (Wiktionary, CC BY-SA 4.0) whose spelling has the key of a catalogue name, at most
${PRONUNCIATIONS_PER_LANGUAGE} per name and language (the first in the source's order), the IPA unchanged (segments
separated by spaces). WikiPron removes Wiktionary's stress marks and syllable dots, so \`syllables\` is counted by the
pipeline from the vowels: one per vowel sound or syllabic consonant, none for a segment marked non-syllabic, and two
vowel segments that the language writes for one diphthong (English \`e ɪ\`, \`o ʊ\`, German \`a ɪ\`, Dutch \`ɛ i\`,
Spanish \`a i\`) count once (\`ipa-syllables.ts\`). The match is by spelling only, so a German row can be the noun
spelled like a name.

${LINK_REVIEW}

**Licence**: the Wiktionary-derived outputs, the \`names.csv\` columns \`origin\` and \`origin_languages\` and the
\`variant\` and \`equivalent\` rows of \`links.csv\` (whose Wiktionary links cannot be told from the accent-folded
ones, so all of them), are adaptations of English Wiktionary and carry **CC BY-SA 4.0**: "Contains data from English Wiktionary (https://en.wiktionary.org),
by Wiktionary contributors, CC BY-SA 4.0, extracted by namor_data (David V. Lu!!), modified by the Name Swiper
project" (changes: matched to catalogue names, cross-checked on gender, language names shortened).

## Spelling groups

\`spellings.csv\` (${thousands(summary.namesInSpellingGroups)} names in ${thousands(summary.spellingGroups)} groups; header
\`name,group,most_given_in\`, one row per name of a group of two or more, in the order of \`names.csv\`) says which
spellings are one name, so that the app deals Zoe, Zoé and Zoë as one card. Two names are spellings of one name when
\`links.csv\` links them as \`variant\` (the link rules above: accent folding or a direct Wiktionary variant link,
genders agreeing), their \`gender\` in \`names.csv\` is **the same**, and they have the same **spelling key**: the name
with accents and non-letters removed, lower case, then \`ph\` → \`f\`, \`th\` → \`t\`, \`ck\` → \`k\`, \`c\` before e/i/y →
\`s\`, other \`c\` and \`q\` → \`k\`, \`x\` → \`ks\`, a final \`ee\`/\`ey\`/\`ie\`/\`eigh\` → \`i\`, \`y\` → \`i\`, \`z\`
after the first letter → \`s\`, an \`h\` not before a vowel dropped, doubled letters single
(\`spelling-key.ts\`). The key keeps out the variant links that join different names: Sophia ~ Sophie, Leo ~ Leon,
Anna ~ Anne, Louis ~ Ludwig, Charlotte ~ Lotte, Chiara ~ Clara, Zara ~ Sara; it also keeps apart some true spelling
variants whose vowels differ (Aidan ~ Aiden, Caitlin ~ Katelyn), which stay two cards. A group is the linked names
that pass, taken together; since they share one key, a chain cannot lead to another name.

- \`group\`: the group's spelling most given overall (its first in \`names.csv\`), which names the group.
- \`most_given_in\`: the places (birth series, in the order of \`PLACES\`) where this spelling had the most births of its
  group, both sexes, in the series' last ${POPULAR_YEARS} years up to ${RECENT_TO} (the window of _Popular in_); the
  earlier spelling in \`names.csv\` on a tie. Zoe is the most given in the US, Zoé in France, Zoë in the Netherlands
  and Flanders. The app shows the spelling most given in the first of the parent's places that gives one (decision 93).

${SPELLING_REVIEW}`;
}

/** The hand review of a sample of links.csv (see sample-links.ts); update it when the link rules change. */
const LINK_REVIEW = `**Hand review**: 50 links drawn by \`npx tsx data/pipeline/sample-links.ts data 50\` (seed 18, each
pair once) from the build of issue 18 were judged against Wiktionary and general knowledge: **2 wrong (4 %)**, Elias →
Lee and Arlene → Lena (nicknames the source lists that are really other names), and 2 doubtful but defensible
(Cathleen → Casey, Mica ~ Micah). The other 46 were right: accent variants (Jérôme, Séphora, Noélia, Théophile, …),
spelling variants (Theresa ~ Therese, Ewan ~ Ewen, Jocelyn ~ Yoselin), equivalents (Jan, Juan, Sean ~ John; Cebrail ~
Gabriel; Celyn ~ Holly, the Welsh word for holly) and common nicknames (Jack, Tim, Josie, Ellie). The wrong ones all
come from \`nicknames.csv\`; its pairs are not filtered further.`;

/** The hand review of a sample of spellings.csv (see sample-spellings.ts); update it when the group rules change. */
const SPELLING_REVIEW = `**Hand review**: 50 groups drawn by \`npx tsx data/pipeline/sample-spellings.ts data 50\` (seed 34) from the
build of issue 34 were judged against Wiktionary and general knowledge: **none wrong**, **2 doubtful (4 %)**: Emily ~
Emilie ~ Émilie (the French and Scandinavian Emilie is said differently from the English Emily) and Leone ~ Léone (both
unisex in the catalogue, but Léone is mostly a French girl's name and Leone an Italian boy's). The other 48 are one
name written with or without its accents (Maïwenn, Pénélope, João, Siraç, Valérie, Roméo, Naïma, Édouard, Iván,
Salomé, Anaïs, …) or spelled another way (Hannah ~ Hanna, Sara ~ Sarah, Lucie ~ Luzie, Alvin ~ Alvyn, Emmy ~ Emmi,
Jacqueline ~ Jaqueline, Cory ~ Cori, Nicoline ~ Nikoline, Christina ~ Kristina). Most groups are accent variants, as
in the catalogue as a whole.`;
