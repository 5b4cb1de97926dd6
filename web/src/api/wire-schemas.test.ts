import * as contractDevice from '@name-swiper/contract/device';
import * as contractFamily from '@name-swiper/contract/family';
import * as contractFamilyNames from '@name-swiper/contract/family-names';
import * as contractMatches from '@name-swiper/contract/matches';
import * as contractNames from '@name-swiper/contract/names';
import * as contractProblem from '@name-swiper/contract/problem';
import * as contractRealtime from '@name-swiper/contract/realtime';
import * as contractVotes from '@name-swiper/contract/votes';
import { describe, expect, it } from 'vitest';
import type { Schema } from './standard-schema';
import { check } from './standard-schema';
import { nameDetailSchema } from './name-detail-schema';
import * as wire from './wire-schemas';

const emma = {
  id: 'emma',
  name: 'Emma',
  gender: 'F',
  tags: ['english'],
  origin: 'Germanic',
  popularIn: ['nl', 'us'],
  originLanguages: ['gem'],
};
const emmaCountry = {
  country: 'nl',
  recentBirths: 2100,
  femaleShare: 1,
  gender: 'F',
  latestYear: 2024,
  latestRank: 3,
  peakYear: 2016,
  trend: 'falling',
};
const emmaSeries = { country: 'nl', sex: 'F', firstYear: 2020, counts: [700, null, 0, 650] };
const emmaDetail = {
  ...emma,
  meaning: 'whole, universal',
  countries: [emmaCountry],
  variants: ['Ema'],
  equivalents: ['Emmy'],
  nicknames: ['Em'],
  nameDays: [{ country: 'cz', month: 11, day: 24 }],
  popularity: [emmaSeries],
  pronunciations: [{ language: 'en-GB', ipa: 'ɛ m ə', syllables: 2 }],
};
const vote = {
  nameId: 'emma',
  name: 'Emma',
  approved: true,
  votedAt: '2026-11-24T04:00:00.000Z',
  gender: 'F',
};
const problem = {
  type: 'about:blank',
  title: 'Bad Request',
  status: 400,
  detail: 'no',
  code: 'invalid-request',
};

/** Each valibot twin next to the contract's schema, with answers both must take and answers both must refuse. */
const cases: [string, Schema, Schema, unknown[], unknown[]][] = [
  [
    'name item',
    wire.nameItemSchema,
    contractNames.nameItemSchema,
    [
      emma,
      { ...emma, origin: undefined, popularIn: [] },
      { ...emma, addedByFamily: true },
      { ...emma, oneIn: { place: 'be-vlg', n: 110, atLeast: true } },
      { ...emma, lovedBy: ['Anna', ''] },
      { ...emma, cheers: ['Oma', ''] },
    ],
    [
      { ...emma, cheers: 'Oma' },
      { ...emma, gender: 'X' },
      { ...emma, oneIn: { place: 'gr', n: 110 } },
      { ...emma, oneIn: { place: 'us', n: 0 } },
      { ...emma, popularIn: ['Atlantis'] },
      { ...emma, originLanguages: undefined },
      { ...emma, addedByFamily: 'yes' },
      { ...emma, lovedBy: 'Anna' },
      { ...emma, lovedBy: Array.from({ length: 15 }, () => 'Oma') },
    ],
  ],
  [
    'name detail',
    nameDetailSchema,
    contractNames.nameDetailSchema,
    [
      emmaDetail,
      { ...emmaDetail, meaning: undefined, countries: [], nameDays: [], popularity: [], pronunciations: [] },
      {
        ...emmaDetail,
        countries: [
          {
            ...emmaCountry,
            femaleShare: undefined,
            gender: undefined,
            latestRank: undefined,
            trend: undefined,
            oneIn: { n: 480 },
          },
          { ...emmaCountry, oneIn: { n: 110, sex: 'F', atLeast: true } },
        ],
      },
    ],
    [
      { ...emmaDetail, variants: undefined },
      { ...emmaDetail, countries: [{ ...emmaCountry, femaleShare: 1.5 }] },
      { ...emmaDetail, countries: [{ ...emmaCountry, recentBirths: 1.5 }] },
      { ...emmaDetail, countries: [{ ...emmaCountry, trend: 'sideways' }] },
      { ...emmaDetail, countries: [{ ...emmaCountry, oneIn: { n: 110, sex: 'N' } }] },
      { ...emmaDetail, countries: [{ ...emmaCountry, oneIn: { n: 1.5 } }] },
      { ...emmaDetail, nameDays: [{ country: 'cz', month: 13, day: 1 }] },
      { ...emmaDetail, popularity: [{ ...emmaSeries, sex: 'N' }] },
      { ...emmaDetail, pronunciations: undefined },
      { ...emmaDetail, pronunciations: [{ language: 'English', ipa: 'ɛ m ə', syllables: 2 }] },
      { ...emmaDetail, pronunciations: [{ language: 'en-GB', ipa: 'ɛ m ə', syllables: 0 }] },
      { ...emmaDetail, popularity: [{ ...emmaSeries, counts: [1, 'many'] }] },
    ],
  ],
  [
    'vote',
    wire.voteSchema,
    contractVotes.voteSchema,
    [
      vote,
      { ...vote, matchedAt: '2026-01-02T03:04:05.000Z' },
      { ...vote, feeling: 'love', matchedAt: '2026-01-02T03:04:05.000Z', allLove: true },
      { ...vote, approved: false, feeling: 'maybe', maybes: 2 },
      { ...vote, cheers: ['Oma'] },
    ],
    [
      { ...vote, cheers: [1] },
      { ...vote, votedAt: 'yesterday' },
      { ...vote, matchedAt: 'today' },
      { ...vote, feeling: 'adore' },
      { ...vote, feeling: 'maybe', maybes: 0 },
      { ...vote, allLove: false },
    ],
  ],
  [
    'vote stats',
    wire.voteStatsSchema,
    contractVotes.voteStatsSchema,
    [{ likes: 3, partnerLikes: 2, matches: 1 }],
    [{ likes: 1.5, partnerLikes: 2, matches: 1 }, { likes: 3 }],
  ],
  ['problem', wire.problemSchema, contractProblem.problemSchema, [problem], [{ ...problem, status: '400' }]],
  [
    'device id',
    wire.deviceIdSchema,
    contractDevice.deviceIdSchema,
    ['3f1c1c3e-8f7a-4c1e-9a63-1d2b3c4d5e6f'],
    ['3f1c1c3e', null],
  ],
  [
    'match message',
    wire.nameApprovedMessageSchema,
    contractRealtime.nameApprovedMessageSchema,
    [{ name: 'Emma', nameId: 'emma', celebrate: true }],
    [{ name: 1 }, { name: 'Emma' }, { name: 'Emma', nameId: 'emma', celebrate: 'yes' }],
  ],
  [
    'family',
    wire.familySchema,
    contractFamily.familySchema,
    [{ members: ['Anna', ''] }],
    [{ members: [1] }, {}],
  ],
  [
    'family roles',
    wire.familyRolesSchema,
    contractFamily.familyRolesSchema,
    [
      {
        role: 'parent',
        members: [
          { name: 'Anna', role: 'parent', key: 'k1', you: true },
          { name: '', role: 'supporter', key: 'k2', you: false },
        ],
        shareMatches: false,
      },
    ],
    [
      { role: 'grandparent', members: [], shareMatches: false },
      { role: 'parent', members: [{ name: 'Oma', role: 'supporter', key: 'k2' }], shareMatches: true },
      { role: 'parent', members: [] },
    ],
  ],
  [
    'cheers',
    wire.cheersMessageSchema,
    contractRealtime.cheersMessageSchema,
    [
      { nameId: 'emma', cheers: ['Oma', 'Opa'] },
      { nameId: 'emma', cheers: [] },
    ],
    [{ nameId: 'emma' }, { nameId: 'emma', cheers: Array.from({ length: 11 }, () => 'Oma') }],
  ],
  [
    'family last name',
    wire.familyLastNameSchema,
    contractFamily.familyLastNameSchema,
    [{ lastName: 'de Vries' }, { lastName: null }],
    [{}, { lastName: 1 }],
  ],
  [
    "family's own names",
    wire.familyNamesSchema,
    contractFamilyNames.familyNamesSchema,
    [{ names: [] }, { names: [{ id: 'f:1', name: 'Zyxandra', gender: 'F' }] }],
    [{ names: [{ id: 'f:1', name: 'Zyxandra' }] }, {}],
  ],
  [
    "a partner's like",
    wire.partnerLikeMessageSchema,
    contractRealtime.partnerLikeMessageSchema,
    [
      { name: emma, initial: 'e', length: 'short', eras: ['modern', 'rising'] },
      { name: emma, initial: 'e', length: 'short', eras: [] },
    ],
    [
      { name: emma, initial: 'e', length: 'tiny', eras: [] },
      { name: emma, initial: 'e', length: 'short', eras: ['ancient'] },
      { initial: 'e', length: 'short', eras: [] },
    ],
  ],
  [
    'matches to celebrate',
    wire.matchesToCelebrateSchema,
    contractMatches.matchesToCelebrateSchema,
    [{ matches: [] }, { matches: [{ nameId: 'emma', name: 'Emma' }] }],
    [{ matches: [{ name: 'Emma' }] }, {}],
  ],
];

describe('the first screen valibot twins of the contract schemas', () => {
  it.each(cases)('%s: takes and refuses what the contract does', (_shape, twin, contract, valid, invalid) => {
    for (const answer of valid) {
      expect(check(twin, answer).issues).toBeUndefined();
      expect(check(twin, answer)).toEqual(check(contract, answer));
    }
    for (const answer of invalid) {
      expect(check(twin, answer).issues).toBeDefined();
      expect(check(contract, answer).issues).toBeDefined();
    }
  });

  it('the shell reads a love kept as a like from the errors queue, and no other error', () => {
    const keptAsLike = { code: 'loves-used-up', message: 'No love left.' };
    expect(check(contractRealtime.errorMessageSchema, keptAsLike).issues).toBeUndefined();
    expect(check(wire.lovesUsedUpSchema, keptAsLike).issues).toBeUndefined();
    expect(check(wire.lovesUsedUpSchema, { code: 'invite-used', message: '' }).issues).toBeDefined();
  });

  it('a device id in capitals is read in lower case, as the contract reads it', () => {
    const upper = '3F1C1C3E-8F7A-4C1E-9A63-1D2B3C4D5E6F';
    expect(check(wire.deviceIdSchema, upper)).toEqual(check(contractDevice.deviceIdSchema, upper));
    expect(check(wire.deviceIdSchema, upper)).toEqual({ value: upper.toLowerCase() });
  });
});
