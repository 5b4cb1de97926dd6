import { isFamilyNameId } from '@name-swiper/contract/family-names';
import type { Db } from '../db/db';
import { ensureDevices } from './devices';
import { DomainError } from './domain-error';
import { recordFamilyMatches } from './family-matches';
import { familyNameVoters } from './family-name-voters';
import type { FamilyLike, MatchMember } from './match-rule';
import { countsForMatch, isMatch, likedSpellings, matchName } from './match-rule';
import { familiesOfDevices, familyLikes, pairKey, storedVotes } from './vote-pairs';

/** `at`: when the user took the action, by the server's clock (epoch ms); absent means at commit. */
export type VoteOperation =
  | { kind: 'vote'; deviceId: string; nameId: string; approved: boolean; at?: number }
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
  /** Set when a supporter's like came or went: the parents' devices, to tell who cheers now (decision 90). */
  cheered?: { parentIds: string[] };
}

export type VoteOutcome = { ok: true; result: CastVoteResult } | { ok: false; error: DomainError };

/** A (device, name) whose stored vote a batch changed: `approved` is null when the vote was removed. */
export interface CommittedVote {
  deviceId: string;
  nameId: string;
  approved: boolean | null;
  votedAt: number;
}

export interface VoteBatchResult {
  /** One per operation, in order. */
  outcomes: VoteOutcome[];
  /** The final state of every (device, name) the batch wrote. */
  written: CommittedVote[];
}

type VoteState = 0 | 1 | undefined;

function unique(values: string[]): string[] {
  return [...new Set(values)];
}

/**
 * Applies votes and undos in order inside the caller's transaction with a handful of set-based statements,
 * whatever the number of operations: names checked at once, devices created at once, the stored votes looked up
 * pair by pair in one statement, one upsert and one delete per device for the final state of every (device, name),
 * one query for the family likes behind new likes and lost likes. An unknown name fails its own operation only. An action older than the stored vote on
 * its name (a vote made offline, sent after a newer change from another tab of the device) is acknowledged and has
 * no effect: the newest action wins, whatever the order of arrival. Each match is reported once, on the batch's
 * last like that completes it; each match that ends, once, on the batch's last dislike or undo that ends it. A
 * family's first match on a name is recorded with its time (family_matches), which an undo does not erase.
 */
export async function applyVoteBatch(
  trx: Db,
  operations: VoteOperation[],
  now: number,
): Promise<VoteBatchResult> {
  const nameRows = await trx
    .selectFrom('names')
    .select(['id', 'name', 'rank', 'spelling_group'])
    .where('id', 'in', unique(operations.map((op) => op.nameId)))
    .execute();
  const spelling = new Map(nameRows.map((row) => [row.id, row.name]));
  const groupOf = new Map(nameRows.map((row) => [row.id, row.spelling_group]));
  const rankOf = new Map(nameRows.map((row) => [row.id, row.rank]));
  // A family's own name takes votes from its members only (decision 62); to anyone else it does not exist.
  const familyVoters = await familyNameVoters(trx, operations);
  const isRefused = (op: VoteOperation) =>
    op.kind === 'vote' &&
    (!spelling.has(op.nameId) ||
      (isFamilyNameId(op.nameId) && !familyVoters.has(pairKey(op.deviceId, op.nameId))));
  await ensureDevices(
    trx,
    unique(operations.filter((op) => op.kind === 'vote' && !isRefused(op)).map((op) => op.deviceId)),
    now,
  );

  const { state, votedAt } = await currentStates(trx, operations);
  const likedBefore = new Set([...state].filter(([, value]) => value === 1).map(([key]) => key));
  const newLikes: number[] = [];
  const lostLikes: number[] = [];
  const stale = new Set<VoteOperation>();
  operations.forEach((op, index) => {
    if (isRefused(op)) {
      return;
    }
    const key = pairKey(op.deviceId, op.nameId);
    const at = op.at ?? now;
    if (at < (votedAt.get(key) ?? -Infinity)) {
      stale.add(op);
      return;
    }
    votedAt.set(key, at);
    const next: VoteState = op.kind === 'unvote' ? undefined : op.approved ? 1 : 0;
    if (next === 1 && state.get(key) !== 1) {
      newLikes.push(index);
    }
    if (next !== 1 && state.get(key) === 1 && likedBefore.has(key)) {
      lostLikes.push(index);
    }
    state.set(key, next);
  });
  const written = await writeStates(
    trx,
    operations.filter((op) => !isRefused(op) && !stale.has(op)),
    state,
    now,
  );

  const { likers, families, anyTwo, members, sharing } = await familyLikers(
    trx,
    [...newLikes, ...lostLikes].map((index) => operations[index]).filter((op) => op !== undefined),
  );
  const outcomes: VoteOutcome[] = operations.map((op) =>
    isRefused(op)
      ? {
          ok: false,
          error: new DomainError(
            'name-not-found',
            `No name with id "${op.nameId}" in the catalogue.`,
            'not-found',
          ),
        }
      : { ok: true, result: {} },
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

/** The stored vote of every (device, name) the operations touch, and when it was cast. */
async function currentStates(trx: Db, operations: VoteOperation[]) {
  const rows = await storedVotes(trx, operations);
  const key = (row: { device_id: string; name_id: string }) => pairKey(row.device_id, row.name_id);
  return {
    state: new Map<string, VoteState>(rows.map((row) => [key(row), row.approved === 1 ? 1 : 0])),
    votedAt: new Map(rows.map((row) => [key(row), Number(row.voted_at)])),
  };
}

async function writeStates(
  trx: Db,
  operations: VoteOperation[],
  state: Map<string, VoteState>,
  now: number,
): Promise<CommittedVote[]> {
  const touched = new Map(operations.map((op) => [pairKey(op.deviceId, op.nameId), op]));
  const upserts: { device_id: string; name_id: string; approved: number; voted_at: number }[] = [];
  const deletes = new Map<string, string[]>();
  const written: CommittedVote[] = [];
  for (const [key, { deviceId, nameId, at }] of touched) {
    const final = state.get(key);
    const votedAt = at ?? now;
    written.push({ deviceId, nameId, approved: final === undefined ? null : final === 1, votedAt });
    if (final === undefined) {
      deletes.set(deviceId, [...(deletes.get(deviceId) ?? []), nameId]);
    } else {
      upserts.push({ device_id: deviceId, name_id: nameId, approved: final, voted_at: votedAt });
    }
  }
  if (upserts.length > 0) {
    await trx
      .insertInto('votes')
      .values(upserts)
      .onConflict((oc) =>
        oc.columns(['device_id', 'name_id']).doUpdateSet((eb) => ({
          approved: eb.ref('excluded.approved'),
          voted_at: eb.ref('excluded.voted_at'),
        })),
      )
      .execute();
  }
  for (const [deviceId, nameIds] of deletes) {
    await trx.deleteFrom('votes').where('device_id', '=', deviceId).where('name_id', 'in', nameIds).execute();
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
