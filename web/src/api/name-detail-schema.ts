import {
  NAME_DAY_COUNTRIES,
  PRONUNCIATION_LANGUAGE,
  STATISTICS_COUNTRIES,
  TRENDS,
} from '@name-swiper/contract/constants';
import type { NameDetail } from '@name-swiper/contract/names';
import * as v from 'valibot';
import { genderSchema, integer, nameItemEntries } from './wire-schemas';

/**
 * GET /names/{name}'s answer as a valibot schema, like the first screen's in wire-schemas.ts, so that a name's page
 * opened directly does not wait for zod; in a module of its own, so that it comes with the name's page only.
 */
export const nameDetailSchema: v.GenericSchema<NameDetail> = v.object({
  ...nameItemEntries,
  meaning: v.optional(v.string()),
  countries: v.array(
    v.object({
      country: v.picklist(STATISTICS_COUNTRIES),
      recentBirths: integer,
      femaleShare: v.optional(v.pipe(v.number(), v.minValue(0), v.maxValue(1))),
      gender: v.optional(genderSchema),
      latestYear: integer,
      latestRank: v.optional(integer),
      peakYear: integer,
      trend: v.optional(v.picklist(TRENDS)),
      oneIn: v.optional(
        v.object({
          n: v.pipe(integer, v.minValue(1)),
          sex: v.optional(v.picklist(['F', 'M'])),
          atLeast: v.optional(v.boolean()),
        }),
      ),
    }),
  ),
  variants: v.array(v.string()),
  equivalents: v.array(v.string()),
  nicknames: v.array(v.string()),
  nameDays: v.array(
    v.object({
      country: v.picklist(NAME_DAY_COUNTRIES),
      month: v.pipe(integer, v.minValue(1), v.maxValue(12)),
      day: v.pipe(integer, v.minValue(1), v.maxValue(31)),
    }),
  ),
  popularity: v.array(
    v.object({
      country: v.picklist(STATISTICS_COUNTRIES),
      sex: v.picklist(['F', 'M']),
      firstYear: integer,
      counts: v.array(v.nullable(integer)),
    }),
  ),
  pronunciations: v.array(
    v.object({
      language: v.pipe(v.string(), v.regex(PRONUNCIATION_LANGUAGE)),
      ipa: v.string(),
      syllables: v.pipe(integer, v.minValue(1)),
    }),
  ),
});
