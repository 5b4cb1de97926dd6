import { DECIDE_MAX_NAMES } from '@name-swiper/contract/decide';
import type { DecideName, DecideState, MemberRanking as WireRanking } from '@name-swiper/contract/decide';
import type { Db } from '../db/db';
import { unsettledPairs } from '@name-swiper/contract/decide-order';
import { combineRankings } from './combine-rankings';
import { currentMatches } from './current-matches';
import { DomainError } from './domain-error';
import type { FamilyCircle } from './family-circle';
import { familyCircle, inJoinOrder } from './family-circle';
import { countsForMatch, deciderOf, matchName } from './match-rule';
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

const rankerKeyOf = (device: Pick<DeviceRow, 'id' | 'user_id'>) =>
  deciderOf({ deviceId: device.id, userId: device.user_id });

/**
 * The names that are matches (the match rule: every parent likes one of the name's spellings, a love being a like; a
 * spelling group is one name, decision 94), in alphabetical order: the first DECIDE_MAX_NAMES of them to become a
 * match (a name is one from its last ranker's first like), so the list, and every ranking of it, is bounded and a new
 * match does not push out a name the family has already compared. A name every ranker loves (in any spelling) is
 * seeded (issue 33, decision 88): chosen first for the list and listed first, so that it leads the list before any
 * answer and wins a tie in every ranking.
 */
async function sharedLikes(db: Db, circle: FamilyCircle, rankerCount: number): Promise<DecideName[]> {
  const matches = await currentMatches(db, circle.familyId, circle.members);
  if (matches.size === 0) {
    return [];
  }
  const rankerOf = new Map(circle.members.map((member) => [member.deviceId, deciderOf(member)]));
  const seeded = (name: { loved: boolean }) => (name.loved ? 0 : 1);
  return [...matches.values()]
    .map(({ nameId, likes }) => {
      // A ranker's like is its first on any of its devices.
      const firstLikes = new Map<string, number>();
      const lovers = new Set<string>();
      for (const like of likes) {
        const ranker = rankerOf.get(like.deviceId) ?? like.deviceId;
        firstLikes.set(ranker, Math.min(firstLikes.get(ranker) ?? Infinity, like.votedAt));
        if (like.loved) {
          lovers.add(ranker);
        }
      }
      return {
        nameId,
        name: matchName(likes),
        matchedAt: Math.max(...firstLikes.values()),
        loved: lovers.size === rankerCount,
      };
    })
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
 * The family's Decide data: the parents' matches (none for a family of one), each parent's ranking of them from their
 * own comparisons, and our ranking. Rankers are the parents, in the order they joined; supporters rank nothing and
 * hear nothing of it (decision 89).
 */
export async function familyDecide(db: Db, deviceId: string): Promise<FamilyDecide> {
  const circle = await familyCircle(db, deviceId);
  const devices: DeviceRow[] = inJoinOrder(circle)
    .filter(countsForMatch)
    .map((member) => ({ id: member.deviceId, display_name: member.name || null, user_id: member.userId }));
  const rankerKeys = [...new Set(devices.map(rankerKeyOf))];
  const names = rankerKeys.length < 2 ? [] : await sharedLikes(db, circle, rankerKeys.length);
  const nameIds = names.map((name) => name.nameId);
  const current = new Set(nameIds);
  const comparisons =
    devices.length === 0 ? new Map<string, Comparison[]>() : await comparisonsByRanker(db, devices);
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

/** The device's view of Decide; a supporter's is empty: the parents' rankings are theirs (decision 89). */
export async function decideState(db: Db, deviceId: string): Promise<DecideState> {
  const family = await familyDecide(db, deviceId);
  if (!family.rankerOfDevice.has(deviceId)) {
    return { names: [], rankings: [], ours: [], comparedPairs: [] };
  }
  return decideViewFor(family, deviceId);
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
  if (!family.rankerOfDevice.has(deviceId)) {
    throw new DomainError('parents-only', "Only the family's parents rank their matches.", 'forbidden');
  }
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
