/**
 * Links between catalogue names (links.csv): spelling variants (careful accent folding, or a direct Wiktionary
 * variant link), equivalents in other languages (a direct Wiktionary link; never chained, since chains join unrelated
 * names) and English nicknames. A link is kept only when both names are in the catalogue and their genders agree; a
 * pair gets one relation, the first of variant, equivalent, nickname.
 */
import type { Gender } from './assign-gender';
import { foldAccents, gendersAgree } from './fold-accents';
import { compareText } from './normalise';
import type { NicknamePair } from './read-nicknames';
import type { WiktionaryLink } from './read-wiktionary';

/** `other-gender` links come from gender-forms.ts, not from linkNames. */
export type Relation = 'variant' | 'equivalent' | 'nickname' | 'other-gender';

export interface LinkedName {
  key: string;
  name: string;
  gender: Gender;
}

export interface NameLink {
  name: string;
  relation: Relation;
  other: string;
}

export function linkNames(
  names: readonly LinkedName[],
  wiktionary: readonly WiktionaryLink[],
  nicknames: readonly NicknamePair[],
): NameLink[] {
  const byKey = new Map(names.map((n) => [n.key, n]));
  const linked = new Set<string>();
  const links: NameLink[] = [];
  const add = (fromKey: string, toKey: string, relation: Relation): void => {
    const from = byKey.get(fromKey);
    const to = byKey.get(toKey);
    const pair = [fromKey, toKey].sort(compareText).join('\n');
    if (from === undefined || to === undefined || from === to || linked.has(pair)) {
      return;
    }
    if (!gendersAgree(from.gender, to.gender)) {
      return;
    }
    linked.add(pair);
    links.push({ name: from.name, relation, other: to.name });
    if (relation !== 'nickname') {
      links.push({ name: to.name, relation, other: from.name });
    }
  };

  const byFolded = new Map<string, string[]>();
  for (const { key } of names) {
    const folded = foldAccents(key);
    byFolded.set(folded, [...(byFolded.get(folded) ?? []), key]);
  }
  for (const keys of byFolded.values()) {
    for (const [i, a] of keys.entries()) {
      for (const b of keys.slice(i + 1)) {
        add(a, b, 'variant');
      }
    }
  }
  for (const relation of ['variant', 'equivalent'] as const) {
    for (const link of wiktionary.filter((l) => l.relation === relation)) {
      add(link.from, link.to, relation);
    }
  }
  for (const { name, nickname } of nicknames) {
    add(name, nickname, 'nickname');
  }
  return links.sort(
    (a, b) =>
      compareText(a.name, b.name) || compareText(a.relation, b.relation) || compareText(a.other, b.other),
  );
}
