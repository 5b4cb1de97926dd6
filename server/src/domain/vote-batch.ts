import { isFamilyNameId } from '@name-swiper/contract/family-names';
import type { Feeling } from '@name-swiper/contract/votes';
import type { Db } from '../db/db';
import { shapedQuery } from '../db/shaped-query';
import type { VoteKind } from './device-votes';
import { voteKindOf } from './device-votes';
import { ensureDevices } from './devices';
import { DomainError } from './domain-error';
import { recordFamilyMatches } from './family-matches';
import { familyNameVoters } from './family-name-voters';
import { LoveAllowance } from './love-allowance';
import { dueMaybes } from './maybe-returns';
import type { FamilyLike, MatchMember } from './match-rule';
import { countsForMatch, isMatch, likedSpellings, matchName } from './match-rule';
import { familiesOfDevices, familyLikes, pairKey, storedActions } from './vote-pairs';

/**
 * `at`: when the user took the action, by the server's clock (epoch ms); absent means at commit. `feeling` refines
 * a vote (issue 33): a love is a like, a maybe is neither (it is stored with approved 0, whatever `approved` says).
 */
export type VoteOperation =
  | {
      kind: 'vote';
      deviceId: string;
      nameId: string;
      approved: boolean;
      feeling?: Feeling | undefined;
      at?: number;
    }
  | { kind: 'unvote'; deviceId: string; nameId: string; at?: number };

/** A match and the devices to tell about it. */
export interface MatchChange {
  /** The match as it reads: its spelling, or the partners' spellings joined ("Zoe / Zoë", decision 94). */
  name: string;
  /** The parents' devices: the one that voted and those that like the name (any spelling). */
  deviceIds: string[];
  /** The id of the match's spelling group (the name's own id for a name with one spelling). */
  matchId: string;
  /** The different spellings the parents like, most given first: two or more when they chose differently. */
  spellings: string[];
  /** The family's supporters, while the parents share their matches: their lists follow, nothing is celebrated. */
  watchers?: string[];
}

export interface CastVoteResult {
  /** Set when this like made a match: the name, and every parent's device that liked it (any spelling). */
  match?: MatchChange;
  /**
   * Set when this dislike or undo ended a match: the name, this device and the parents who still like it. A device
   * that still likes another spelling of the name keeps the match.
   */
  unmatch?: MatchChange;
  /** Set when this love was over the device's daily allowance (decision 85): it was stored as a plain like. */
  lovesUsedUp?: true;
  /** Set when a supporter's like came or went: the parents' devices, to tell who cheers now (decision 90). */
  cheered?: { parentIds: string[] };
}

export type VoteOutcome = { ok: true; result: CastVoteResult } | { ok: false; error: DomainError };

/** A (device, name) whose stored vote a batch changed: `approved` and `kind` are null when the vote was undone. */
export interface CommittedVote {
  deviceId: string;
  nameId: string;
  approved: boolean | null;
  kind: VoteKind | null;
  votedAt: number;
}

export interface VoteBatchResult {
  /** One per operation, in order. */
  outcomes: VoteOutcome[];
  /** The final state of every (device, name) the batch wrote. */
  written: CommittedVote[];
}

/** A stored vote as the batch reads and writes it; undefined: no vote (never cast, or undone). */
interface StoredVote {
  approved: 0 | 1;
  feeling: Feeling | null;
  maybes: number;
}
type VoteState = StoredVote | undefined;

interface VoteRow {
  device_id: string;
  name_id: string;
  approved: number;
  voted_at: number;
  feeling: Feeling | null;
  maybes: number;
}

const liked = (state: VoteState) => state?.approved === 1;

function unique(values: string[]): string[] {
  return [...new Set(values)];
}

/**
 * Applies votes and undos in order inside the caller's transaction with a handful of set-based statements,
 * whatever the number of operations: names checked at once, devices created at once, the stored votes and undos
 * looked up pair by pair in one statement, one upsert and one delete per device for the final state of every
 * (device, name), one query for the family likes behind new likes and lost likes. An unknown name fails its own
 * vote only (an undo of one does nothing). An undo is an action with its time like a vote (decision 87): it leaves a
 * tombstone, so an action older than the stored vote or undo on its name (a vote made offline, sent after a newer
 * change from another tab of the device) is acknowledged and has no effect: the newest action wins, whatever the
 * order of arrival. A love over the device's daily allowance is stored as a plain like (decision 85). Each match is
 * reported once, on the batch's last like that completes it; each match that ends, once, on the batch's last
 * dislike, maybe or undo that ends it. A family's first match on a name is recorded with its time (family_matches),
 * which an undo does not erase.
 */
export async function applyVoteBatch(
  trx: Db,
  operations: VoteOperation[],
  now: number,
): Promise<VoteBatchResult> {
  const nameRows = await namesOf(
    trx,
    unique(operations.map((op) => op.nameId)).map((id) => ({ id })),
  );
  const spelling = new Map(nameRows.map((row) => [row.id, row.name]));
  const groupOf = new Map(nameRows.map((row) => [row.id, row.spelling_group]));
  const rankOf = new Map(nameRows.map((row) => [row.id, row.rank]));
  // A family's own name takes votes from its members only (decision 62); to anyone else it does not exist.
  const familyVoters = await familyNameVoters(trx, operations);
  const isUnknown = (op: VoteOperation) =>
    !spelling.has(op.nameId) ||
    (isFamilyNameId(op.nameId) && !familyVoters.has(pairKey(op.deviceId, op.nameId)));
  const isRefused = (op: VoteOperation) => op.kind === 'vote' && isUnknown(op);
  const applied = operations.filter((op) => !isUnknown(op));
  await ensureDevices(trx, unique(applied.map((op) => op.deviceId)), now);

  const { state, actedAt, undone } = await currentStates(trx, applied);
  const likedBefore = new Set([...state].filter(([, value]) => liked(value)).map(([key]) => key));
  const loves = await LoveAllowance.read(
    trx,
    applied.flatMap((op) =>
      op.kind === 'vote' && op.feeling === 'love' ? [{ ...op, at: op.at ?? now }] : [],
    ),
  );
  const returned = await returnedMaybes(trx, applied, state);
  const newLikes: number[] = [];
  const lostLikes: number[] = [];
  const lovesUsedUp = new Set<number>();
  const stale = new Set<VoteOperation>();
  operations.forEach((op, index) => {
    if (isUnknown(op)) {
      return;
    }
    const key = pairKey(op.deviceId, op.nameId);
    const at = op.at ?? now;
    if (at < (actedAt.get(key) ?? -Infinity)) {
      stale.add(op);
      return;
    }
    actedAt.set(key, at);
    const before = state.get(key);
    let next: VoteState;
    if (op.kind === 'unvote') {
      next = undefined;
    } else {
      let feeling = op.feeling ?? null;
      if (feeling === 'love' && !loves.allows({ deviceId: op.deviceId, nameId: op.nameId, at })) {
        feeling = null;
        lovesUsedUp.add(index);
      }
      const maybeAgain = before?.feeling !== 'maybe' || returned.has(key);
      next = {
        approved: feeling === 'maybe' ? 0 : op.approved || feeling === 'love' ? 1 : 0,
        feeling,
        maybes: (before?.maybes ?? 0) + (feeling === 'maybe' && maybeAgain ? 1 : 0),
      };
    }
    loves.record(op.deviceId, op.nameId, next?.feeling === 'love' ? at : undefined);
    if (liked(next) && !liked(before)) {
      newLikes.push(index);
    }
    if (!liked(next) && liked(before) && likedBefore.has(key)) {
      lostLikes.push(index);
    }
    state.set(key, next);
  });
  const written = await writeStates(
    trx,
    applied.filter((op) => !stale.has(op)),
    { state, undone },
    now,
  );

  const { likers, families, anyTwo, members, sharing } = await familyLikers(
    trx,
    [...newLikes, ...lostLikes].map((index) => operations[index]).filter((op) => op !== undefined),
  );
  const outcomes: VoteOutcome[] = operations.map((op, index) =>
    isRefused(op)
      ? {
          ok: false,
          error: new DomainError(
            'name-not-found',
            `No name with id "${op.nameId}" in the catalogue.`,
            'not-found',
          ),
        }
      : { ok: true, result: lovesUsedUp.has(index) ? { lovesUsedUp: true } : {} },
  );
  const made: { familyId: string; nameId: string }[] = [];
  const report = (indexes: number[], kind: 'match' | 'unmatch') => {
    const reported = new Set<string>();
    for (const index of [...indexes].reverse()) {
      const op = operations[index];
      const outcome = outcomes[index];
      if (!op || !outcome?.ok) {
        continue;
      }
      const key = pairKey(op.deviceId, op.nameId);
      const familyId = families.get(key);
      const family = familyId === undefined ? [] : (members.get(familyId) ?? []);
      const voter = family.find((member) => member.deviceId === op.deviceId);
      if (familyId === undefined || voter === undefined) {
        continue;
      }
      if (!countsForMatch(voter)) {
        outcome.result.cheered = {
          parentIds: family.filter(countsForMatch).map((member) => member.deviceId),
        };
        continue;
      }
      const parents = family.filter(countsForMatch).map((member) => member.deviceId);
      // `likers` is the state after the batch, on every spelling of the name; only the parents' likes count.
      const likes = (likers.get(key) ?? []).filter((like) => parents.includes(like.deviceId));
      const after = new Set(likes.map((like) => like.deviceId));
      // Before this vote its device's like of this spelling was the other way round; a like of another spelling
      // of the name stays.
      const before = new Set(after);
      const likesOtherSpelling = likes.some(
        (like) => like.deviceId === op.deviceId && like.nameId !== op.nameId,
      );
      if (kind === 'unmatch') {
        before.add(op.deviceId);
      } else if (!likesOtherSpelling) {
        before.delete(op.deviceId);
      }
      const matchId = groupOf.get(op.nameId) ?? op.nameId;
      const keptByTwo = anyTwo.has(key);
      const [was, is] = [isMatch(family, before, keptByTwo), isMatch(family, after, keptByTwo)];
      // A like of another spelling of a match renames it ("Zoe / Zoë"): told like a match, not celebrated again.
      if (kind === 'match' ? !is || (was && !likesOtherSpelling) : is || !was) {
        continue;
      }
      const deviceIds = [op.deviceId, ...parents.filter((id) => id !== op.deviceId && after.has(id))];
      const changeKey = `${matchId}\u0000${[...deviceIds].sort().join(',')}`;
      if (!reported.has(changeKey)) {
        reported.add(changeKey);
        const watchers = sharing.has(familyId)
          ? family.filter((member) => !countsForMatch(member)).map((member) => member.deviceId)
          : [];
        const named =
          kind === 'match'
            ? likes
            : [...likes, likeOf(op, matchId, spelling.get(op.nameId), rankOf.get(op.nameId))];
        outcome.result[kind] = {
          name: matchName(named),
          matchId,
          spellings: likedSpellings(named),
          deviceIds,
          ...(watchers.length > 0 ? { watchers } : {}),
        };
        if (kind === 'match') {
          made.push({ familyId, nameId: matchId });
        }
      }
    }
  };
  report(newLikes, 'match');
  report(lostLikes, 'unmatch');
  await recordFamilyMatches(trx, made, now);
  return { outcomes, written };
}

const namesOf = shapedQuery('vote-names', (db, names: { id: string }[]) =>
  db
    .selectFrom('names')
    .select(['id', 'name', 'rank', 'spelling_group'])
    .where(
      'id',
      'in',
      names.map((name) => name.id),
    ),
);

/** The final state of each written vote, in one statement per row count. */
const upsertVotes = shapedQuery('upsert-votes', (db, rows: VoteRow[]) =>
  db
    .insertInto('votes')
    .values(rows)
    .onConflict((oc) =>
      oc.columns(['device_id', 'name_id']).doUpdateSet((eb) => ({
        approved: eb.ref('excluded.approved'),
        voted_at: eb.ref('excluded.voted_at'),
        feeling: eb.ref('excluded.feeling'),
        maybes: eb.ref('excluded.maybes'),
      })),
    ),
);

/**
 * The stored vote of every (device, name) the operations touch, when its last action was taken (a vote's or an
 * undo's time), and which pairs hold an undo's tombstone.
 */
async function currentStates(trx: Db, operations: VoteOperation[]) {
  const state = new Map<string, VoteState>();
  const actedAt = new Map<string, number>();
  const undone = new Set<string>();
  if (operations.length === 0) {
    return { state, actedAt, undone };
  }
  for (const row of await storedActions(trx, operations)) {
    const key = pairKey(row.device_id, row.name_id);
    if (row.approved !== null && row.voted_at !== null) {
      state.set(key, {
        approved: Number(row.approved) === 1 ? 1 : 0,
        feeling: row.feeling,
        maybes: Number(row.maybes ?? 0),
      });
      actedAt.set(key, Number(row.voted_at));
    }
    if (row.undone_at !== null) {
      undone.add(key);
      actedAt.set(key, Math.max(actedAt.get(key) ?? -Infinity, Number(row.undone_at)));
    }
  }
  return { state, actedAt, undone };
}

/** The pairs whose stored maybe came back (it was due) and is put to maybe again: it counts as one more maybe. */
async function returnedMaybes(trx: Db, operations: VoteOperation[], state: Map<string, VoteState>) {
  const asked = new Map<string, string[]>();
  for (const op of operations) {
    if (
      op.kind === 'vote' &&
      op.feeling === 'maybe' &&
      state.get(pairKey(op.deviceId, op.nameId))?.feeling === 'maybe'
    ) {
      asked.set(op.deviceId, [...(asked.get(op.deviceId) ?? []), op.nameId]);
    }
  }
  const returned = new Set<string>();
  for (const [deviceId, nameIds] of asked) {
    for (const nameId of await dueMaybes(trx, deviceId, nameIds)) {
      returned.add(pairKey(deviceId, nameId));
    }
  }
  return returned;
}

async function writeStates(
  trx: Db,
  operations: VoteOperation[],
  { state, undone }: { state: Map<string, VoteState>; undone: ReadonlySet<string> },
  now: number,
): Promise<CommittedVote[]> {
  const touched = new Map(operations.map((op) => [pairKey(op.deviceId, op.nameId), op]));
  const upserts: VoteRow[] = [];
  const tombstones: { device_id: string; name_id: string; undone_at: number }[] = [];
  const deletes = new Map<string, string[]>();
  const revived = new Map<string, string[]>();
  const written: CommittedVote[] = [];
  const add = (map: Map<string, string[]>, deviceId: string, nameId: string) =>
    map.set(deviceId, [...(map.get(deviceId) ?? []), nameId]);
  for (const [key, { deviceId, nameId, at }] of touched) {
    const final = state.get(key);
    const votedAt = at ?? now;
    written.push({
      deviceId,
      nameId,
      approved: final === undefined ? null : final.approved === 1,
      kind: final === undefined ? null : voteKindOf(final),
      votedAt,
    });
    if (final === undefined) {
      add(deletes, deviceId, nameId);
      tombstones.push({ device_id: deviceId, name_id: nameId, undone_at: votedAt });
    } else {
      upserts.push({ device_id: deviceId, name_id: nameId, voted_at: votedAt, ...final });
      if (undone.has(key)) {
        add(revived, deviceId, nameId);
      }
    }
  }
  if (upserts.length > 0) {
    await upsertVotes(trx, upserts);
  }
  if (tombstones.length > 0) {
    await trx
      .insertInto('vote_undos')
      .values(tombstones)
      .onConflict((oc) =>
        oc
          .columns(['device_id', 'name_id'])
          .doUpdateSet((eb) => ({ undone_at: eb.ref('excluded.undone_at') })),
      )
      .execute();
  }
  for (const [deviceId, nameIds] of deletes) {
    await trx.deleteFrom('votes').where('device_id', '=', deviceId).where('name_id', 'in', nameIds).execute();
  }
  for (const [deviceId, nameIds] of revived) {
    await trx
      .deleteFrom('vote_undos')
      .where('device_id', '=', deviceId)
      .where('name_id', 'in', nameIds)
      .execute();
  }
  return written;
}

/**
 * For each (device, name) of the new and lost likes: the family's likes of any spelling of the name (its spelling
 * group), that family, and whether its match on the name was made when any two likes made one; and for each family
 * involved, its members as the match rule sees them and whether it shares its matches with its supporters.
 */
async function familyLikers(trx: Db, likes: VoteOperation[]) {
  const likers = new Map<string, FamilyLike[]>();
  const families = new Map<string, string>();
  const anyTwo = new Set<string>();
  const members = new Map<string, MatchMember[]>();
  const sharing = new Set<string>();
  if (likes.length === 0) {
    return { likers, families, anyTwo, members, sharing };
  }
  const [rows, memberRows] = await Promise.all([
    familyLikes(trx, likes),
    familiesOfDevices(
      trx,
      likes.map((op) => op.deviceId),
    ),
  ]);
  for (const row of rows) {
    const key = pairKey(row.me, row.name_id);
    const like: FamilyLike = {
      deviceId: row.liker,
      nameId: row.liked_id,
      group: row.spelling_group,
      name: row.liked_name,
      rank: Number(row.liked_rank),
    };
    likers.set(key, [...(likers.get(key) ?? []), like]);
    families.set(key, row.family_id);
    if (Number(row.any_two) === 1) {
      anyTwo.add(key);
    }
  }
  const seen = new Set<string>();
  for (const row of memberRows) {
    if (seen.has(row.id)) {
      continue;
    }
    seen.add(row.id);
    members.set(row.family_id, [
      ...(members.get(row.family_id) ?? []),
      { deviceId: row.id, userId: row.user_id, role: row.role },
    ]);
    if (row.share_matches === 1) {
      sharing.add(row.family_id);
    }
  }
  // A lost like that leaves no liker in the family still has a family: the device's own.
  const familyOfDevice = new Map(memberRows.map((row) => [row.id, row.family_id]));
  for (const op of likes) {
    const key = pairKey(op.deviceId, op.nameId);
    const familyId = familyOfDevice.get(op.deviceId);
    if (!families.has(key) && familyId !== undefined) {
      families.set(key, familyId);
    }
  }
  return { likers, families, anyTwo, members, sharing };
}

/** The like an operation took back, to name the match it ended. */
function likeOf(
  op: VoteOperation,
  group: string,
  name: string | undefined,
  rank: number | undefined,
): FamilyLike {
  return { deviceId: op.deviceId, nameId: op.nameId, group, name: name ?? op.nameId, rank: rank ?? 0 };
}
