import type { FamilyRole } from '@name-swiper/contract/constants';
import type { MessageBus } from '../bus/message-bus';
import { catalogueIndexOf } from '../catalogue/catalogue-memory';
import type { Db } from '../db/db';
import { preparedQuery } from '../db/prepared-query';
import { BoundedCache } from './bounded-cache';
import type { Feeling } from '@name-swiper/contract/votes';
import { DEFAULT_VOTE_CACHE_MAX_BYTES, DeviceVotes, isLike, voteKindOf } from './device-votes';
import type { CommittedBatch } from './vote-writer';
import { onVotesCommitted } from './vote-writer';

/** The bus topic on which an instance names the devices whose votes it changed. */
const VOTE_CHANGES = 'vote-changes';
/** The bus topic on which an instance names the devices whose family changed. */
const FAMILY_CHANGES = 'family-changes';

/** A device's role and its family's other members with theirs (decision 89). */
export interface Household {
  role: FamilyRole;
  others: readonly { deviceId: string; role: FamilyRole }[];
}

/** A family's other members, cached per device: a few ids, so bounded by count through a nominal size. */
const PARTNERS_MAX_BYTES = 16 * 1024 * 1024;
const householdBytes = (household: Household) => 120 + household.others.length * 70;

interface VoteStates {
  votes: BoundedCache<DeviceVotes>;
  partners: BoundedCache<Household>;
  bus: MessageBus | undefined;
}

const states = new WeakMap<Db, VoteStates>();

function caches(maxBytes: number, bus: MessageBus | undefined): VoteStates {
  return {
    votes: new BoundedCache<DeviceVotes>(maxBytes, (votes) => votes.bytes),
    partners: new BoundedCache<Household>(PARTNERS_MAX_BYTES, householdBytes),
    bus,
  };
}

function statesOf(db: Db): VoteStates {
  let found = states.get(db);
  if (!found) {
    found = caches(DEFAULT_VOTE_CACHE_MAX_BYTES, undefined);
    states.set(db, found);
    onVotesCommitted(db, (batch) => writeThrough(db, batch));
  }
  return found;
}

/**
 * After each commit of this handle, before its receipts: the cached devices take the stored result, and the
 * other instances hear which devices changed. The receipts wait until the bus has taken the message.
 */
async function writeThrough(db: Db, batch: CommittedBatch): Promise<void> {
  const { votes, bus } = statesOf(db);
  for (const vote of batch.written) {
    const kind = vote.kind ?? undefined;
    votes.update(vote.deviceId, (stored) =>
      kind === undefined ? stored.delete(vote.nameId) : stored.set(vote.nameId, kind),
    );
  }
  if (bus && batch.written.length > 0) {
    await bus.broadcast(VOTE_CHANGES, [...new Set(batch.written.map((vote) => vote.deviceId))].join(','));
  }
}

/**
 * Bounds this handle's caches and keeps them true across instances: each commit names its devices on the bus,
 * another instance's names drop those devices here, and when the bus may have missed messages (its connection
 * came back) everything is dropped. While the bus is down the caches are not read.
 */
export function shareVoteStates(db: Db, bus: MessageBus, maxBytes: number): BoundedCache<DeviceVotes> {
  statesOf(db);
  const shared = caches(maxBytes, bus);
  states.set(db, shared);
  bus.listen(
    VOTE_CHANGES,
    (message) => message.split(',').forEach((deviceId) => shared.votes.forget(deviceId)),
    () => shared.votes.clear(),
  );
  bus.listen(
    FAMILY_CHANGES,
    (message) => message.split(',').forEach((deviceId) => shared.partners.forget(deviceId)),
    () => shared.partners.clear(),
  );
  return shared.votes;
}

/** After a family change has committed: these devices' members are read again, here and on every instance. */
export async function familiesChanged(db: Db, deviceIds: readonly string[]): Promise<void> {
  const { partners, bus } = statesOf(db);
  deviceIds.forEach((deviceId) => partners.forget(deviceId));
  if (bus && deviceIds.length > 0) {
    await bus.broadcast(FAMILY_CHANGES, deviceIds.join(','));
  }
}

const votesOfDevice = preparedQuery<
  { name_id: string; approved: number; feeling: Feeling | null; maybes: number },
  'device'
>('device-votes', (db, parameter) =>
  db
    .selectFrom('votes')
    .select(['name_id', 'approved', 'feeling', 'maybes'])
    .where('device_id', '=', parameter('device')),
);

const membersOfDevice = preparedQuery<{ id: string; role: FamilyRole }, 'device'>(
  'device-household',
  (db, parameter) =>
    db
      .selectFrom('devices as me')
      .innerJoin('devices as member', 'member.family_id', 'me.family_id')
      .select(['member.id', 'member.role'])
      .where('me.id', '=', parameter('device')),
);

function usable(bus: MessageBus | undefined): boolean {
  return !bus || bus.isConnected();
}

/** A device's votes, from memory when cached (and built on the catalogue in memory now). */
export async function deviceVotes(db: Db, deviceId: string): Promise<DeviceVotes> {
  const { votes: cache, bus } = statesOf(db);
  const catalogue = await catalogueIndexOf(db);
  const read = async (): Promise<DeviceVotes> => {
    const rows = await votesOfDevice(db, { device: deviceId });
    return DeviceVotes.of(
      catalogue,
      rows.map((row) => [row.name_id, voteKindOf({ ...row, maybes: Number(row.maybes) })] as const),
    );
  };
  if (!usable(bus)) {
    return read();
  }
  const cached = await cache.load(deviceId, read);
  if (cached.catalogue === catalogue) {
    return cached;
  }
  cache.forget(deviceId);
  return cache.load(deviceId, read);
}

/** The device's role and the other members of its family, from memory when cached. */
export async function householdOf(db: Db, deviceId: string): Promise<Household> {
  const { partners: cache, bus } = statesOf(db);
  const read = async (): Promise<Household> => {
    const rows = await membersOfDevice(db, { device: deviceId });
    return {
      role: rows.find((row) => row.id === deviceId)?.role ?? 'parent',
      others: rows.filter((row) => row.id !== deviceId).map((row) => ({ deviceId: row.id, role: row.role })),
    };
  };
  return usable(bus) ? cache.load(deviceId, read) : read();
}

/**
 * The members whose likes this device's deck deals early (decision 74): a parent's the other parents' and the
 * supporters' (decision 90), a supporter's none, since the parents' likes are theirs to keep (decision 89).
 */
export async function likesDealtTo(db: Db, deviceId: string): Promise<string[]> {
  const { role, others } = await householdOf(db, deviceId);
  return role === 'parent' ? others.map((other) => other.deviceId) : [];
}

/**
 * The members a fresh like or love of this device is pushed to at once, and whose loves its deck marks: a parent's
 * the family's other parents, a supporter's none (decision 89: pushes stay among the parents).
 */
export async function likeDealtTo(db: Db, deviceId: string): Promise<string[]> {
  const { role, others } = await householdOf(db, deviceId);
  return role === 'parent'
    ? others.filter((other) => other.role === 'parent').map((other) => other.deviceId)
    : [];
}

/** The catalogue ordinals of the names the members whose likes this device's deck deals early like (or love). */
export async function partnerLikes(db: Db, deviceId: string): Promise<number[]> {
  const likes: number[] = [];
  for (const partner of await likesDealtTo(db, deviceId)) {
    (await deviceVotes(db, partner)).forEachOrdinal((ordinal, kind) => {
      if (isLike(kind)) {
        likes.push(ordinal);
      }
    });
  }
  return likes;
}

/** The catalogue ordinals of the names the device's fellow parents love, each with who loves it (decision 89). */
export async function partnerLoves(db: Db, deviceId: string): Promise<Map<number, string[]>> {
  const loves = new Map<number, string[]>();
  for (const partner of await likeDealtTo(db, deviceId)) {
    (await deviceVotes(db, partner)).forEachOrdinal((ordinal, kind) => {
      if (kind === 'love') {
        loves.set(ordinal, [...(loves.get(ordinal) ?? []), partner]);
      }
    });
  }
  return loves;
}
