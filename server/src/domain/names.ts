import type { Gender, Place } from '@name-swiper/contract/constants';
import { PLACES } from '@name-swiper/contract/constants';
import type { NameItem, UnvotedCount } from '@name-swiper/contract/names';
import { sql } from 'kysely';
import type { Db } from '../db/database';
import { DomainError } from './domain-error';
import { deckOrder } from './deck-order';
import type { NameFilter } from './name-filter';
import { unvotedNames } from './name-filter';

export interface NameRow {
  id: string;
  name: string;
  gender: Gender;
  origin: string | null;
  popular_in: string;
  origin_languages: string;
}

function isPlace(code: string): code is Place {
  return PLACES.some((place) => place === code);
}

/** A `|`-separated list column of `names`. */
export function splitList(text: string): string[] {
  return text === '' ? [] : text.split('|');
}

async function tagsByName(db: Db, nameIds: string[]): Promise<Map<string, string[]>> {
  const tags = new Map<string, string[]>(nameIds.map((id) => [id, []]));
  if (nameIds.length === 0) {
    return tags;
  }
  const rows = await db
    .selectFrom('name_tags')
    .select(['name_id', 'tag'])
    .where('name_id', 'in', nameIds)
    .orderBy('name_id')
    .orderBy('tag')
    .execute();
  for (const row of rows) {
    tags.get(row.name_id)?.push(row.tag);
  }
  return tags;
}

export async function toNameItems(db: Db, rows: NameRow[]): Promise<NameItem[]> {
  const tags = await tagsByName(
    db,
    rows.map((row) => row.id),
  );
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    gender: row.gender,
    tags: tags.get(row.id) ?? [],
    ...(row.origin ? { origin: row.origin } : {}),
    // The loader stored only places; the filter gives them their type.
    popularIn: splitList(row.popular_in).filter(isPlace),
    originLanguages: splitList(row.origin_languages),
  }));
}

export async function assertKnownTags(db: Db, tags: string[]): Promise<void> {
  if (tags.length === 0) {
    return;
  }
  const known = await db.selectFrom('name_tags').select('tag').distinct().where('tag', 'in', tags).execute();
  const knownTags = new Set(known.map((row) => row.tag));
  const unknown = tags.filter((tag) => !knownTags.has(tag));
  if (unknown.length > 0) {
    throw new DomainError('unknown-tag', `Unknown tag: ${unknown.join(', ')}.`);
  }
}

export interface UnvotedFilter extends NameFilter {
  limit: number;
}

/**
 * The next names for a device's deck: active, not yet voted, passing the filter, in the
 * device's own stable shuffle. About one card in three is a name another family member already liked,
 * so matches come sooner.
 */
export async function listUnvotedNames(db: Db, deviceId: string, filter: UnvotedFilter): Promise<NameItem[]> {
  await assertKnownTags(db, filter.tags);
  const partnerLiked = await unvotedQuery(db, deviceId, filter)
    .where('n.id', 'in', (eb) =>
      eb
        .selectFrom('devices as me')
        .innerJoin('devices as partner', 'partner.family_id', 'me.family_id')
        .innerJoin('votes as partner_vote', 'partner_vote.device_id', 'partner.id')
        .select('partner_vote.name_id')
        .where('me.id', '=', deviceId)
        .where('partner.id', '<>', deviceId)
        .where('partner_vote.approved', '=', 1),
    )
    .orderBy('n.rank')
    .limit(Math.ceil(filter.limit / 3))
    .execute();
  const partnerIds = partnerLiked.map((row) => row.id);
  const order = deckOrder(deviceId);
  let general = unvotedQuery(db, deviceId, filter);
  if (partnerIds.length > 0) {
    general = general.where('n.id', 'not in', partnerIds);
  }
  const wanted = filter.limit - partnerLiked.length;
  const ordered = (query: typeof general) =>
    query
      .orderBy(sql`n.rank / ${sql.lit(order.band)}`)
      .orderBy(sql`(n.rank * ${sql.lit(order.multiplier)}) % ${sql.lit(order.modulus)}`)
      .limit(wanted)
      .execute();
  // Bands are the first sort key, so whole bands holding enough names give the same answer as the whole
  // catalogue while sorting a few hundred rows instead of every name; with filters the window may fall short.
  const votes = await db
    .selectFrom('votes')
    .select((eb) => eb.fn.countAll<number | string>().as('count'))
    .where('device_id', '=', deviceId)
    .executeTakeFirst();
  const bands = Math.ceil((Number(votes?.count ?? 0) + filter.limit) / order.band) + 1;
  let rest = await ordered(general.where('n.rank', '<', bands * order.band));
  if (rest.length < wanted) {
    rest = await ordered(general);
  }
  return toNameItems(db, interleaveEveryThird(rest, partnerLiked));
}

/** How many names the deck will deal with this filter. */
export async function countUnvotedNames(db: Db, deviceId: string, filter: NameFilter): Promise<UnvotedCount> {
  await assertKnownTags(db, filter.tags);
  const row = await unvotedNames(db, deviceId, filter)
    .select((eb) => eb.fn.countAll<number | string>().as('remaining'))
    .executeTakeFirst();
  return { remaining: Number(row?.remaining ?? 0) };
}

function unvotedQuery(db: Db, deviceId: string, filter: NameFilter) {
  return unvotedNames(db, deviceId, filter).select([
    'n.id',
    'n.name',
    'n.gender',
    'n.origin',
    'n.popular_in',
    'n.origin_languages',
  ]);
}

function interleaveEveryThird<T>(general: T[], early: T[]): T[] {
  const result: T[] = [];
  const queue = [...early];
  for (const item of general) {
    const partnerLike = result.length % 3 === 1 ? queue.shift() : undefined;
    if (partnerLike !== undefined) {
      result.push(partnerLike);
    }
    result.push(item);
  }
  return [...result, ...queue];
}
