/** The README sections on "1 in N" (one-in.ts) and on the forms for the other gender (gender-forms.ts). */
import type { CatalogueSummary } from './catalogue-summary';
import { GENDER_FORM_MIN_STEM, GENDER_FORM_RULES } from './gender-forms';
import { oneInBasis } from './one-in';
import type { CountrySeries } from './read-popularity';

const thousands = (value: number): string => String(value).replace(/\B(?=(\d{3})+$)/g, ',');

function basisText(series: CountrySeries): string {
  const basis = oneInBasis(series);
  switch (basis.kind) {
    case 'complete':
      return 'every child is listed: the births of the name\'s sex that the file records, "about 1 in N"';
    case 'threshold':
      return `names given fewer than ${basis.minCount} times are not published: the births the file records, "1 in at least N"`;
    case 'fixed-list':
      return 'a fixed list of names: the births the list records, "1 in at least N"';
    case 'national':
      return 'a top list: the year\'s live births of both sexes from `national-births.csv`, "about 1 in N babies"';
    case 'none':
      return 'no published births for the year: no line';
  }
}

export function renderClassAndFormSections(
  summary: CatalogueSummary,
  series: readonly CountrySeries[],
): string {
  const rows = series.map((s) => `| \`${s.country}\` | ${s.lastYear} | ${basisText(s)} |`);
  const rules = GENDER_FORM_RULES.map(
    ({ boys, girls, example }) => `| \`-${boys}\` | \`-${girls}\` | ${example} |`,
  );
  return `## How common in class: 1 in N

\`countries.csv\`'s \`one_in\`, \`one_in_sex\` and \`one_in_bound\` say how many children born in the series' last
year (\`latest_year\`) there were for each one given the name: "about 1 in 110 girls born in Flanders in 2025 was
named Noor". \`one_in_sex\` is the sex the name was given to more that year (its births and the births of that sex);
empty where the births are known only for both sexes together (the top lists). \`one_in_bound\` is \`about\`, or
\`at-least\` where the source leaves children out of its file (a privacy threshold, a fixed list), so that the births
it records are fewer than were born and N can only be larger. N is rounded to two significant figures, whole numbers
below 100, and a lower bound is rounded down. A name without a figure in the last year has no line, and no total is
ever estimated (\`data/pipeline/one-in.ts\`):

| series | year | births taken from |
|---|---:|---|
${rows.join('\n')}

How far a threshold can leave the recorded births below the real ones: Flanders' 2019 lists hold 22,796 girls, where
Statbel (processed by Statistiek Vlaanderen, <https://statistiekvlaanderen.be/en/births>) counts 30,744 girls born in
the Flemish Region that year (74 %), so a Flemish "1 in at least 110" is nearer 1 in 150. Published totals per sex
and region, where they exist for a series' last year, would turn such bounds into "about".

## Forms for the other gender

\`links.csv\`'s \`other-gender\` rows (${thousands(summary.linkCounts['other-gender'] ?? 0)}, written both ways) pair a
boy's name with the girl's name of the same root (Johannes and Johanna, Paul and Pauline). No source states such
pairs (Wiktionary's data keeps only its equivalents and variants, the dictionary's CSV has no relations), so they
come from a **reviewed rule set**: a boy's ending swapped for a girl's, kept only where both spellings are catalogue
names, the boy's \`M\` and the girl's \`F\`, the stem left has at least ${GENDER_FORM_MIN_STEM} letters, and the two
are used in a common language (Wiktionary's given-name languages and the languages of their places):

| boy's ending | girl's ending | examples |
|---|---|---|
${rules.join('\n')}

The rules find ${thousands(summary.genderFormPairs)} pairs, of which ${thousands(summary.genderFormExclusions)} are left
out: \`data/pipeline/gender-form-exclusions.csv\` lists the pairs the review found wrong, each with its reason.

${GENDER_FORM_REVIEW}`;
}

/** The review of issue 34. */
const GENDER_FORM_REVIEW = `**Hand review**: the rules' pairs were read through once and the plainly wrong ones excluded
(chance endings: Kian ~ Kiana, Keir ~ Keira, Adel ~ Adeline; recent coinages: Lylio ~ Lylia; Marius ~ Maria, whose
names have different roots). A first sample of 50, from a build that still read the genders by spelling, found 1 wrong
(Emile ~ Emilee: Emilee is a spelling of Emily), excluded since. Then 50 pairs drawn by \`npx tsx
data/pipeline/sample-links.ts data 50 other-gender\` (seed 18, each pair once) from this build were judged against
Wiktionary and general knowledge: **none wrong (0 %**; with the first sample, 1 of 100), and 1 doubtful but defensible
(Hanno ~ Hanna: both short forms, of Johannes and of Johanna, though Hanna is also the Hebrew Hannah). The other 49
were right: French (Armel ~ Armelle, Raphaël ~ Raphaëlle, Gérald ~ Géraldine), German and Dutch (Kornelius ~ Kornelia,
Josef ~ Josefina, Johann ~ Johanne), Italian, Spanish and Portuguese (Filippo ~ Filippa, Javier ~ Javiera, Paulo ~
Paula), Greek (Theodoros ~ Theodora), Scandinavian (Thor ~ Thora, Ulrik ~ Ulrika), Slavic (Jovan ~ Jovana), Arabic
(Salih ~ Saliha, Shakir ~ Shakira). The rules find only regular pairs: irregular ones (Jan ~ Johanna, Willem ~
Willemijn, Frans ~ Francisca) are not linked.`;
