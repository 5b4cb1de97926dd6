import { describe, expect, it } from 'vitest';
import type { CatalogueIndex } from '../catalogue/catalogue-index';
import { buildCatalogueIndex } from '../catalogue/catalogue-index';
import { dealDeck } from './deck';
import { DeviceVotes } from './device-votes';
import { withReasons } from './learned-cards';
import { nameFeaturesOf } from './name-features';
import { compileFilter } from './name-filter';
import { expandTaste, fitTaste, LEARN_AFTER_VOTES, resemblingLikes, tasteScore, typicalLikes } from './taste';
import type { Taste } from './taste';
import { deviceTaste } from './taste-cache';

const IN_A = [
  'Sofia',
  'Mila',
  'Emma',
  'Julia',
  'Olivia',
  'Nora',
  'Anna',
  'Lena',
  'Sara',
  'Lara',
  'Eva',
  'Ella',
];
const IN_O = [
  'Bruno',
  'Marco',
  'Hugo',
  'Leo',
  'Milo',
  'Otto',
  'Theo',
  'Nico',
  'Timo',
  'Enzo',
  'Arlo',
  'Dario',
];
const OTHERS = ['James', 'Noah', 'Liam', 'Lucas', 'Adam', 'Sam', 'Finn', 'Max', 'Tom', 'Ben', 'Jack', 'Luke'];
const UNSEEN = ['Lia', 'Bianca', 'Fabio', 'Pablo', 'Oscar', 'Felix'];

/** A catalogue of 42 names, most popular first: the voted ones, then a few the device has not seen. */
function catalogue(): CatalogueIndex {
  const names = [...OTHERS, ...IN_A, ...IN_O, ...UNSEEN];
  return buildCatalogueIndex(
    names.map((name, at) => ({
      id: name.toLowerCase(),
      name,
      gender: IN_A.includes(name) || name === 'Lia' || name === 'Bianca' ? 'F' : 'M',
      origin: null,
      popular_in: 'us',
      origin_languages: '',
      rank: at + 1,
      spelling_group: name.toLowerCase(),
      most_given_in: '',
    })),
    [],
    [],
    new Map(),
  );
}

/** Likes the -a names and dislikes the -o names and the others, as many votes as asked for. */
function votesOn(index: CatalogueIndex, count: number): DeviceVotes {
  const votes = new DeviceVotes(index);
  const voted = [
    ...IN_A.map((name) => [name, true] as const),
    ...[...IN_O, ...OTHERS].map((name) => [name, false] as const),
  ];
  voted.slice(0, count).forEach(([name, liked]) => votes.set(name.toLowerCase(), liked ? 'like' : 'dislike'));
  return votes;
}

function tasteOf(index: CatalogueIndex, votes: DeviceVotes): Taste {
  const compact = fitTaste(nameFeaturesOf(index), votes);
  if (!compact) {
    throw new Error('expected a taste');
  }
  return expandTaste(nameFeaturesOf(index), compact);
}

const ordinal = (index: CatalogueIndex, name: string) => index.ordinalOf.get(name.toLowerCase()) ?? -1;

describe('the learned taste', () => {
  it('waits for the first 20 votes and for a like', () => {
    const index = catalogue();
    const features = nameFeaturesOf(index);
    expect(fitTaste(features, votesOn(index, LEARN_AFTER_VOTES - 1))).toBeUndefined();
    expect(fitTaste(features, votesOn(index, LEARN_AFTER_VOTES))).toBeDefined();
    const dislikesOnly = new DeviceVotes(index);
    [...IN_O, ...OTHERS].forEach((name) => dislikesOnly.set(name.toLowerCase(), 'dislike'));
    expect(fitTaste(features, dislikesOnly)).toBeUndefined();
  });

  it('scores unseen names like the likes above names like the dislikes', () => {
    const index = catalogue();
    const taste = tasteOf(index, votesOn(index, 36));
    const score = (name: string) => tasteScore(taste, ordinal(index, name));
    expect(score('Lia')).toBeGreaterThan(score('Fabio'));
    expect(score('Bianca')).toBeGreaterThan(score('Pablo'));
    expect(score('Bianca')).toBeGreaterThan(score('Oscar'));
  });

  it('learns from a love as from a like, and nothing from a maybe', () => {
    const index = catalogue();
    const features = nameFeaturesOf(index);
    const plain = fitTaste(features, votesOn(index, 36));
    const loving = votesOn(index, 36);
    IN_A.slice(0, 4).forEach((name) => loving.set(name.toLowerCase(), 'love'));
    const unsure = votesOn(index, 36);
    UNSEEN.forEach((name) => unsure.set(name.toLowerCase(), 'maybe'));
    unsure.set('felix', 'last-maybe');
    expect(fitTaste(features, loving)).toEqual(plain);
    expect(fitTaste(features, unsure)).toEqual(plain);
    const maybesOnly = new DeviceVotes(index);
    [...IN_A, ...IN_O].forEach((name) => maybesOnly.set(name.toLowerCase(), 'maybe'));
    expect(fitTaste(features, maybesOnly)).toBeUndefined();
  });

  it('explains a card by the likes it resembles most, never by a dislike', () => {
    const index = catalogue();
    const taste = tasteOf(index, votesOn(index, 36));
    const reasons = resemblingLikes(
      taste,
      typicalLikes(taste),
      ordinal(index, 'Lia'),
      new Float64Array(taste.features.count),
    ).map((liked) => index.items[liked]?.name);
    expect(reasons).toHaveLength(2);
    reasons.forEach((name) => expect(IN_A).toContain(name));
    expect(
      resemblingLikes(
        taste,
        typicalLikes(taste),
        ordinal(index, 'Fabio'),
        new Float64Array(taste.features.count),
      ),
    ).toEqual([]);
  });
});

describe('the learned deck', () => {
  const deal = (
    index: CatalogueIndex,
    votes: DeviceVotes,
    taste: Taste | undefined,
    partnerLiked: number[] = [],
  ) =>
    dealDeck(index, {
      filter: compileFilter(index, { tags: [], genders: [], tagMatch: 'any' }),
      isVoted: (at) => votes.hasOrdinal(at),
      partnerLiked,
      order: { band: 400, multiplier: 1, modulus: 20_011 },
      limit: 5,
      taste,
      places: [],
    });

  it('deals the best fits first with a reason, and keeps the fifth card in popularity order', () => {
    const index = catalogue();
    const votes = votesOn(index, 36);
    const cards = deal(index, votes, tasteOf(index, votes));
    expect(
      cards
        .map((card) => card.name)
        .slice(0, 2)
        .sort(),
    ).toEqual(['Bianca', 'Lia']);
    expect(cards[0]?.because?.length).toBeGreaterThan(0);
    // In popularity order the first unvoted name is Lia; with Lia and Bianca dealt, the shuffle's next is Fabio.
    const plain = deal(index, votes, undefined).map((card) => card.name);
    expect(plain).toEqual(['Lia', 'Bianca', 'Fabio', 'Pablo', 'Oscar']);
    expect(cards[4]?.name).toBe(plain.find((name) => !cards.slice(0, 4).some((card) => card.name === name)));
    expect(cards[4]?.because).toBeUndefined();
  });

  it("still mixes in the partner's likes, without a reason", () => {
    const index = catalogue();
    const votes = votesOn(index, 36);
    const cards = deal(index, votes, tasteOf(index, votes), [ordinal(index, 'Oscar')]);
    expect(cards[1]?.name).toBe('Oscar');
    expect(cards[1]?.because).toBeUndefined();
  });
});

describe('the cached taste', () => {
  it("keeps a card's reasons until the device votes again, then explains it by the likes it has then", async () => {
    const index = catalogue();
    const votes = votesOn(index, 36);
    const device = 'cached-taste-device';
    const lia = ordinal(index, 'Lia');
    const card = (taste: Taste | undefined) =>
      taste ? withReasons(index, taste, [lia], (at) => index.items[at])[0] : undefined;
    const because = (taste: Taste | undefined) => card(taste)?.because;
    const first = await deviceTaste(index, device, votes);
    const reasons = because(first) ?? [];
    expect(reasons).toHaveLength(2);
    const again = await deviceTaste(index, device, votes);
    expect(again?.memo).toBe(first?.memo);
    expect(because(again)).toEqual(reasons);
    // The same card object from deck to deck, so that its line and its JSON are made once.
    expect(card(again)).toBe(card(first));

    reasons.forEach((name) => votes.set(name.toLowerCase(), 'dislike'));
    const after = await deviceTaste(index, device, votes);
    expect(after?.memo).not.toBe(first?.memo);
    expect(card(after)).not.toBe(card(first));
    const now = because(after) ?? [];
    reasons.forEach((name) => expect(now).not.toContain(name));
    expect(now).toEqual(because(tasteOf(index, votes)));
  });
});
