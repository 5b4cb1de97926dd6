import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { NameItem } from '@name-swiper/contract/names';
import type { CatalogueIndex } from '../server/src/catalogue/catalogue-index';
import { readCatalogueIndex } from '../server/src/catalogue/catalogue-index';
import { openDatabase } from '../server/src/db/database';
import { dealDeck } from '../server/src/domain/deck';
import { deckOrder } from '../server/src/domain/deck-order';
import { DeviceVotes } from '../server/src/domain/device-votes';
import { compileFilter } from '../server/src/domain/name-filter';
import { deviceTaste } from '../server/src/domain/taste-cache';
import type { Row } from './report';
import { fixed, formatTable } from './report';
import { sqliteTemplate } from './seed';

/**
 * Couples with a hidden taste swipe the real deck (dealDeck and deviceTaste, as listUnvotedNames puts them
 * together, over the real catalogue): a simulation of the learned order against plain popularity order, and of the
 * deck with spelling groups (decision 93) against one without them, not a user study. A taste is a sound family (the
 * last letter, or the first Double Metaphone sound, of a name drawn from the 1,000 most popular) and that name's era
 * (peak before 1990, 1990-2010, after 2010). Each partner likes a name that fits with probability LIKE_FIT and one
 * that does not with LIKE_OTHER, fetches the web app's batch of 60 and swipes 30 of it before the next fetch, in turns
 * with the other partner, up to SWIPES cards each. A name with several spellings is liked in one of them: each
 * partner prefers the most given spelling with probability MOST_GIVEN_PREFERRED, another otherwise. With spelling
 * groups a name is one card, liked in the partner's spelling (picked on the card) and a match whatever spelling the
 * other liked; without them every spelling is a card of its own, a partner likes only the spelling it prefers, and a
 * match needs the same spelling. Either way a match counts once per name: the 10th match is the 10th name.
 */
const SWIPES = 300;
const BATCH = 60;
const SWIPED_PER_BATCH = 30;
const LIKE_FIT = 0.9;
const LIKE_OTHER = 0.05;
const MATCHES_FOR_SHORTLIST = 10;
const TASTE_SEEDS = 1000;
const MOST_GIVEN_PREFERRED = 0.5;

interface HiddenTaste {
  family: { kind: 'ending' | 'sound'; value: string };
  era: string;
  seed: string;
}

export interface OrderResult {
  matchesPer100: number;
  /** Median swipes per partner (the couple's swipes / 2) until its 10th match; undefined when most never got there. */
  medianSwipesTo10: number | undefined;
  couplesReaching10: number;
  /** Share of the cards swiped that do not fit the couple's taste. */
  outsideTaste: number;
}

export interface SimulationResult {
  couples: number;
  popularity: OrderResult;
  learned: OrderResult;
  /** The learned order on a deck that deals every spelling as a card of its own. */
  learnedWithoutGroups: OrderResult;
}

/** A catalogue to deal from: with its spelling groups (as the app deals), or as if every spelling were a name. */
interface Deck {
  index: CatalogueIndex;
  grouped: boolean;
}

/** mulberry32: a small seeded generator, so that every run deals the same couples. */
function random(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function era(peakYear: number): string {
  return peakYear === 0 ? 'unknown' : peakYear < 1990 ? 'classic' : peakYear <= 2010 ? 'modern' : 'recent';
}

function drawTaste(index: CatalogueIndex, next: () => number, couple: number): HiddenTaste {
  for (;;) {
    const ordinal = Math.floor(next() * TASTE_SEEDS);
    const peak = era(index.traits.peakYears[ordinal] ?? 0);
    if (peak === 'unknown') {
      continue;
    }
    const family =
      couple % 2 === 0
        ? { kind: 'ending' as const, value: (index.traits.endings[ordinal] ?? '').slice(-1) }
        : { kind: 'sound' as const, value: (index.traits.sounds[ordinal] ?? '').slice(0, 1) };
    return { family, era: peak, seed: index.items[ordinal]?.name ?? '' };
  }
}

function fits(index: CatalogueIndex, taste: HiddenTaste, ordinal: number): boolean {
  const { traits } = index;
  const family =
    taste.family.kind === 'ending'
      ? (traits.endings[ordinal] ?? '').endsWith(taste.family.value)
      : (traits.sounds[ordinal] ?? '').startsWith(taste.family.value);
  return family && era(traits.peakYears[ordinal] ?? 0) === taste.era;
}

interface Partner {
  deviceId: string;
  votes: DeviceVotes;
  /** The ordinals of the spellings liked, and the names (spelling groups) liked. */
  liked: Set<number>;
  likedNames: Set<number>;
  /** The spelling this partner prefers of each name with several, drawn when first needed. */
  spellingOf: Map<number, number>;
  seed: number;
  swiped: number;
  outside: number;
}

/** The catalogue as if no name had other spellings: every spelling is a card of its own. */
function withoutSpellingGroups(index: CatalogueIndex): CatalogueIndex {
  const count = index.items.length;
  return {
    ...index,
    spellings: {
      groupOf: new Int32Array(count).fill(-1),
      members: [],
      mostGiven: new Uint32Array(count),
      cards: index.items,
    },
  };
}

/** A name: its spelling group's number, or for a name with one spelling, below 0. */
function nameOf(index: CatalogueIndex, ordinal: number): number {
  const group = index.spellings.groupOf[ordinal] ?? -1;
  return group >= 0 ? group : -1 - ordinal;
}

/**
 * The spelling of a name that the partner likes it in: the most given one, or another. Drawn from the partner and the
 * name alone, so that a partner prefers the same spelling in both decks.
 */
function preferredSpelling(index: CatalogueIndex, me: Partner, ordinal: number): number {
  const group = index.spellings.groupOf[ordinal] ?? -1;
  const spellings = group >= 0 ? index.spellings.members[group] : undefined;
  if (!spellings) {
    return ordinal;
  }
  let preferred = me.spellingOf.get(group);
  if (preferred === undefined) {
    const next = random(me.seed * 65_537 + group);
    const others = spellings.length - 1;
    preferred =
      next() < MOST_GIVEN_PREFERRED
        ? (spellings[0] ?? ordinal)
        : (spellings[1 + Math.floor(next() * others)] ?? ordinal);
    me.spellingOf.set(group, preferred);
  }
  return preferred;
}

async function deal(deck: Deck, me: Partner, partner: Partner, learn: boolean): Promise<NameItem[]> {
  const { index } = deck;
  return dealDeck(index, {
    filter: compileFilter(index, { tags: [], genders: [], tagMatch: 'any' }),
    isVoted: (ordinal) => me.votes.hasOrdinal(ordinal),
    partnerLiked: partner.liked,
    order: deckOrder(me.deviceId),
    limit: BATCH,
    taste: learn ? await deviceTaste(index, me.deviceId, me.votes) : undefined,
    places: [],
  });
}

async function simulateCouple(
  names: CatalogueIndex,
  deck: Deck,
  couple: number,
  learn: boolean,
): Promise<{ matches: number; swipesTo10: number | undefined; swiped: number; outside: number }> {
  const { index } = deck;
  const next = random(couple + 1);
  const taste = drawTaste(index, next, couple);
  const partner = (side: number): Partner => ({
    deviceId: `00000000-0000-4000-8000-${String(couple * 2 + side).padStart(12, '0')}`,
    votes: new DeviceVotes(index),
    liked: new Set(),
    likedNames: new Set(),
    spellingOf: new Map(),
    seed: couple * 2 + side,
    swiped: 0,
    outside: 0,
  });
  const couplePartners = [partner(0), partner(1)] as const;
  const matched = new Set<number>();
  let swipesTo10: number | undefined;
  while (couplePartners.some((one) => one.swiped < SWIPES)) {
    for (const [side, me] of couplePartners.entries()) {
      const other = couplePartners[1 - side] ?? me;
      const cards = (await deal(deck, me, other, learn)).slice(
        0,
        Math.min(SWIPED_PER_BATCH, SWIPES - me.swiped),
      );
      for (const card of cards) {
        const ordinal = index.ordinalOf.get(card.id) ?? 0;
        const name = nameOf(names, ordinal);
        const preferred = preferredSpelling(names, me, ordinal);
        // With spelling groups the partner shows its own spelling on the card; without, this is one spelling only.
        const fit = fits(index, taste, ordinal) && (deck.grouped || preferred === ordinal);
        const liked = next() < (fit ? LIKE_FIT : LIKE_OTHER);
        const votedOn = liked && deck.grouped ? preferred : ordinal;
        me.votes.set(index.items[votedOn]?.id ?? card.id, liked);
        me.swiped += 1;
        me.outside += fit ? 0 : 1;
        if (!liked) {
          continue;
        }
        me.liked.add(votedOn);
        me.likedNames.add(name);
        const match = deck.grouped ? other.likedNames.has(name) : other.liked.has(votedOn);
        if (match && !matched.has(name)) {
          matched.add(name);
          if (matched.size === MATCHES_FOR_SHORTLIST) {
            swipesTo10 = (me.swiped + other.swiped) / 2;
          }
        }
      }
    }
  }
  const [first, second] = couplePartners;
  return {
    matches: matched.size,
    swipesTo10,
    swiped: first.swiped + second.swiped,
    outside: first.outside + second.outside,
  };
}

function median(values: number[]): number | undefined {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted.length === 0 ? undefined : sorted[Math.floor(sorted.length / 2)];
}

async function simulateOrder(
  names: CatalogueIndex,
  deck: Deck,
  couples: number,
  learn: boolean,
): Promise<OrderResult> {
  const runs = [];
  for (let couple = 0; couple < couples; couple++) {
    runs.push(await simulateCouple(names, deck, couple, learn));
  }
  const reaching = runs.flatMap((run) => (run.swipesTo10 === undefined ? [] : [run.swipesTo10]));
  // Couples that never reach 10 matches count as past the end: the median is only known when most got there.
  const medianSwipes = median([
    ...reaching,
    ...runs.filter((run) => run.swipesTo10 === undefined).map(() => Infinity),
  ]);
  const swipes = runs.reduce((sum, run) => sum + run.swiped, 0);
  return {
    matchesPer100: (runs.reduce((sum, run) => sum + run.matches, 0) / couples / SWIPES) * 100,
    medianSwipesTo10: medianSwipes === Infinity ? undefined : medianSwipes,
    couplesReaching10: reaching.length,
    outsideTaste: runs.reduce((sum, run) => sum + run.outside, 0) / swipes,
  };
}

/**
 * Both orders, and the learned order without spelling groups, for the same couples over the catalogue in
 * `catalogueFile` (a SQLite database).
 */
export async function simulateDecks(catalogueFile: string, couples: number): Promise<SimulationResult> {
  const handle = openDatabase({ dialect: 'sqlite', file: catalogueFile });
  try {
    const index = await readCatalogueIndex(handle.db);
    const grouped: Deck = { index, grouped: true };
    return {
      couples,
      popularity: await simulateOrder(index, grouped, couples, false),
      learned: await simulateOrder(index, grouped, couples, true),
      learnedWithoutGroups: await simulateOrder(
        index,
        { index: withoutSpellingGroups(index), grouped: false },
        couples,
        true,
      ),
    };
  } finally {
    await handle.close();
  }
}

/**
 * Target: at least twice the matches per 100 swipes, and still a share of cards from outside the taste; spelling
 * groups reach the 10th matched name in fewer swipes than a deck without them.
 */
export function simulationRows({
  couples,
  popularity,
  learned,
  learnedWithoutGroups,
}: SimulationResult): Row[] {
  const swipesTo10 = (result: OrderResult) =>
    `${result.medianSwipesTo10 === undefined ? `> ${SWIPES}` : result.medianSwipesTo10} (${result.couplesReaching10}/${couples} couples reach 10)`;
  const percent = (share: number) => `${fixed(share * 100)} %`;
  return [
    {
      benchmark: `deck simulation: matches per 100 swipes each (${couples} couples)`,
      ours: `learned ${fixed(learned.matchesPer100)}`,
      reference: `popularity ${fixed(popularity.matchesPer100)}`,
      ratio: fixed(learned.matchesPer100 / popularity.matchesPer100, 2),
      target: '>= 2x',
      met: learned.matchesPer100 >= 2 * popularity.matchesPer100,
    },
    {
      benchmark: 'deck simulation: median swipes each until the 10th match',
      ours: `learned ${swipesTo10(learned)}`,
      reference: `popularity ${swipesTo10(popularity)}`,
      ratio: '',
      target: 'report',
      met: undefined,
    },
    {
      benchmark: 'deck simulation: median swipes each until the 10th matched name, learned order',
      ours: `spelling groups ${swipesTo10(learned)}`,
      reference: `without ${swipesTo10(learnedWithoutGroups)}`,
      ratio:
        learned.medianSwipesTo10 === undefined || learnedWithoutGroups.medianSwipesTo10 === undefined
          ? ''
          : fixed(learned.medianSwipesTo10 / learnedWithoutGroups.medianSwipesTo10, 2),
      target: 'fewer with groups',
      met: (learned.medianSwipesTo10 ?? Infinity) < (learnedWithoutGroups.medianSwipesTo10 ?? Infinity),
    },
    {
      benchmark: 'deck simulation: matched names per 100 swipes each, learned order',
      ours: `spelling groups ${fixed(learned.matchesPer100)}`,
      reference: `without ${fixed(learnedWithoutGroups.matchesPer100)}`,
      ratio: fixed(learned.matchesPer100 / learnedWithoutGroups.matchesPer100, 2),
      target: 'report',
      met: undefined,
    },
    {
      benchmark: 'deck simulation: cards from outside the taste',
      ours: `learned ${percent(learned.outsideTaste)}`,
      reference: `popularity ${percent(popularity.outsideTaste)}`,
      ratio: '',
      target: '>= 20 % (1 in 5 in popularity order)',
      met: learned.outsideTaste >= 0.2,
    },
  ];
}

async function main(): Promise<void> {
  const couples = Number(process.argv.find((arg) => arg.startsWith('--couples='))?.slice(10) ?? 200);
  const workDir = fs.mkdtempSync(path.join(os.tmpdir(), 'name-swiper-simulation-'));
  try {
    const file = path.join(workDir, 'catalogue.sqlite');
    await sqliteTemplate(file);
    const result = await simulateDecks(file, couples);
    process.stdout.write(`${formatTable(simulationRows(result))}\n`);
  } finally {
    fs.rmSync(workDir, { recursive: true, force: true });
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  await main();
}
