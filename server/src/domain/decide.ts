import { DECIDE_MAX_NAMES } from '@name-swiper/contract/decide';
import type { DecideName, DecideState, MemberRanking as WireRanking } from '@name-swiper/contract/decide';
import type { Db } from '../db/db';
import { unsettledPairs } from '@name-swiper/contract/decide-order';
import { combineRankings } from './combine-rankings';
import { familyIdOf } from './devices';
import { DomainError } from './domain-error';
import type { FamilyLike } from './match-rule';
import { matchName } from './match-rule';
import type { Comparison } from './rate-comparisons';
import { rankByComparisons } from './rate-comparisons';

/**
 * A person who ranks: the devices of one account (a reinstall signed in again is the same person), or one device
 * that is not signed in.
 */
interface Ranker {
  key: string;
  member: string;
  ranking: WireRanking['ranking'];
  comparisons: number;
  /** Each pair's latest answer, as [preferred, other]. */
  comparedPairs: [string, string][];
  settled: boolean;
}

/** The family's Decide data, from which each member device's view is taken. */
export interface FamilyDecide {
  deviceIds: string[];
  names: DecideName[];
  rankers: Ranker[];
  ours: DecideState['ours'];
  rankerOfDevice: Map<string, string>;
}

interface DeviceRow {
  id: string;
  display_name: string | null;
  user_id: string | null;
}

const rankerKeyOf = (device: Pick<DeviceRow, 'id' | 'user_id'>) => device.user_id ?? device.id;

async function familyDevices(db: Db, deviceId: string): Promise<DeviceRow[]> {
  const familyId = await familyIdOf(db, deviceId);
  if (familyId === undefined) {
    return [{ id: deviceId, display_name: null, user_id: null }];
  }
  return db
    .selectFrom('devices')
    .select(['id', 'display_name', 'user_id'])
    .where('family_id', '=', familyId)
    .orderBy('joined_at')
    .orderBy('id')
    .execute();
}

/**
 * The names every ranker liked (on any of its devices in the family, in any of the name's spellings: a spelling group
 * is one name, decision 94), in alphabetical order: the first DECIDE_MAX_NAMES of them to become a match (a name is
 * one from its last ranker's like), so the list, and every ranking of it, is bounded and a new match does not push
 * out a name the family has already compared. A name every ranker loves (in any spelling) is seeded (issue 33,
 * decision 88): chosen first for the list and listed first, so that it leads the list before any answer and wins a
 * tie in every ranking.
 */
async function sharedLikes(db: Db, devices: DeviceRow[], rankerCount: number): Promise<DecideName[]> {
  const deviceIds = devices.map((device) => device.id);
  const rankerOf = new Map(devices.map((device) => [device.id, rankerKeyOf(device)]));
  const likes = await db
    .selectFrom('votes')
    .innerJoin('names', 'names.id', 'votes.name_id')
    .select([
      'votes.device_id',
      'votes.name_id',
      'votes.voted_at',
      'votes.feeling',
      'names.name',
      'names.rank',
      'names.spelling_group',
    ])
    .where('votes.device_id', 'in', deviceIds)
    .where('votes.approved', '=', 1)
    .execute();
  const likedBy = new Map<
    string,
    { likes: FamilyLike[]; rankers: Map<string, number>; lovers: Set<string> }
  >();
  for (const like of likes) {
    const entry = likedBy.get(like.spelling_group) ?? {
      likes: [],
      rankers: new Map<string, number>(),
      lovers: new Set<string>(),
    };
    const ranker = rankerOf.get(like.device_id) ?? like.device_id;
    // A ranker's like is its first on any of its devices.
    entry.rankers.set(ranker, Math.min(entry.rankers.get(ranker) ?? Infinity, Number(like.voted_at)));
    if (like.feeling === 'love') {
      entry.lovers.add(ranker);
    }
    entry.likes.push({
      deviceId: like.device_id,
      nameId: like.name_id,
      group: like.spelling_group,
      name: like.name,
      rank: Number(like.rank),
    });
    likedBy.set(like.spelling_group, entry);
  }
  const seeded = (name: { loved: boolean }) => (name.loved ? 0 : 1);
  return [...likedBy]
    .filter(([, entry]) => entry.rankers.size === rankerCount)
    .map(([nameId, entry]) => ({
      nameId,
      name: matchName(entry.likes),
      matchedAt: Math.max(...entry.rankers.values()),
      loved: entry.lovers.size === rankerCount,
    }))
    .sort(
      (a, b) => seeded(a) - seeded(b) || a.matchedAt - b.matchedAt || a.nameId.localeCompare(b.nameId, 'en'),
    )
    .slice(0, DECIDE_MAX_NAMES)
    .sort(
      (a, b) =>
        seeded(a) - seeded(b) || a.name.localeCompare(b.name, 'en') || a.nameId.localeCompare(b.nameId, 'en'),
    )
    .map(({ nameId, name, loved }) => (loved ? { nameId, name, loved: true as const } : { nameId, name }));
}

/** Each ranker's comparisons, oldest first: those of its devices in the family and of its account's other devices. */
async function comparisonsByRanker(db: Db, devices: DeviceRow[]): Promise<Map<string, Comparison[]>> {
  const userIds = [...new Set(devices.flatMap((device) => (device.user_id ? [device.user_id] : [])))];
  const accountDevices =
    userIds.length === 0
      ? []
      : await db.selectFrom('devices').select(['id', 'user_id']).where('user_id', 'in', userIds).execute();
  const rankerOf = new Map([...devices, ...accountDevices].map((device) => [device.id, rankerKeyOf(device)]));
  const rows = await db
    .selectFrom('comparisons')
    .select(['device_id', 'first_id', 'second_id', 'winner_id'])
    .where('device_id', 'in', [...rankerOf.keys()])
    .orderBy('compared_at')
    .orderBy('device_id')
    .orderBy('first_id')
    .orderBy('second_id')
    .execute();
  const byRanker = new Map<string, Comparison[]>();
  for (const row of rows) {
    const key = rankerOf.get(row.device_id) ?? row.device_id;
    const loserId = row.winner_id === row.first_id ? row.second_id : row.first_id;
    byRanker.set(key, [...(byRanker.get(key) ?? []), { winnerId: row.winner_id, loserId }]);
  }
  return byRanker;
}

function pairOf(a: string, b: string): [string, string] {
  return a < b ? [a, b] : [b, a];
}

/**
 * The family's Decide data: the names every member liked (none for a family of one), each member's ranking of them
 * from their own comparisons, and our ranking. Rankers follow the order members joined in.
 */
export async function familyDecide(db: Db, deviceId: string): Promise<FamilyDecide> {
  const devices = await familyDevices(db, deviceId);
  const rankerKeys = [...new Set(devices.map(rankerKeyOf))];
  const names = rankerKeys.length < 2 ? [] : await sharedLikes(db, devices, rankerKeys.length);
  const nameIds = names.map((name) => name.nameId);
  const current = new Set(nameIds);
  const comparisons = await comparisonsByRanker(db, devices);
  const rankers = rankerKeys.map((key): Ranker => {
    const own = (comparisons.get(key) ?? []).filter(
      (comparison) => current.has(comparison.winnerId) && current.has(comparison.loserId),
    );
    const answers = new Map(
      own.map(({ winnerId, loserId }) => {
        const answer: [string, string] = [winnerId, loserId];
        return [pairOf(winnerId, loserId).join('\n'), answer] as const;
      }),
    );
    const comparedPairs = [...answers.values()];
    return {
      key,
      member:
        devices.find((device) => rankerKeyOf(device) === key && device.display_name)?.display_name ?? '',
      ranking: rankByComparisons(nameIds, own),
      comparisons: own.length,
      comparedPairs,
      settled: unsettledPairs(nameIds, comparedPairs).length === 0,
    };
  });
  return {
    deviceIds: devices.map((device) => device.id),
    names,
    rankers,
    ours: combineRankings(nameIds, rankers),
    rankerOfDevice: new Map(devices.map((device) => [device.id, rankerKeyOf(device)])),
  };
}

/** What one member device sees: its own ranking first, the pairs it (its account) has compared. */
export function decideViewFor(family: FamilyDecide, deviceId: string): DecideState {
  const own = family.rankerOfDevice.get(deviceId) ?? deviceId;
  const toWire = (ranker: Ranker): WireRanking => ({
    member: ranker.member,
    you: ranker.key === own,
    comparisons: ranker.comparisons,
    ranking: ranker.ranking,
    settled: ranker.settled,
  });
  return {
    names: family.names,
    rankings: [
      ...family.rankers.filter((ranker) => ranker.key === own).map(toWire),
      ...family.rankers.filter((ranker) => ranker.key !== own).map(toWire),
    ],
    ours: family.ours,
    comparedPairs: family.rankers.find((ranker) => ranker.key === own)?.comparedPairs ?? [],
  };
}

export async function decideState(db: Db, deviceId: string): Promise<DecideState> {
  return decideViewFor(await familyDecide(db, deviceId), deviceId);
}

/**
 * Stores that the device prefers `winnerId` to `loserId`, replacing its earlier answer for the pair. Both must be
 * names every member of the device's family liked; returns the family's devices, whose views changed.
 */
export async function compareNames(
  db: Db,
  deviceId: string,
  winnerId: string,
  loserId: string,
  now = Date.now(),
): Promise<string[]> {
  const family = await familyDecide(db, deviceId);
  const current = new Set(family.names.map((name) => name.nameId));
  if (winnerId === loserId || !current.has(winnerId) || !current.has(loserId)) {
    throw new DomainError(
      'not-a-match',
      'Only two different names that the whole family likes can be compared.',
    );
  }
  const [firstId, secondId] = pairOf(winnerId, loserId);
  await db
    .insertInto('comparisons')
    .values({
      device_id: deviceId,
      first_id: firstId,
      second_id: secondId,
      winner_id: winnerId,
      compared_at: now,
    })
    .onConflict((oc) =>
      oc
        .columns(['device_id', 'first_id', 'second_id'])
        .doUpdateSet({ winner_id: winnerId, compared_at: now }),
    )
    .execute();
  return family.deviceIds;
}
