import { LOVES_PER_DAY } from '@name-swiper/contract/constants';
import { durableWrites } from '../db/durable-writes';
import { compareMessageSchema } from '@name-swiper/contract/decide';
import { inviteRequestSchema, removeSupporterSchema, shareMatchesSchema } from '@name-swiper/contract/family';
import { addFamilyNameSchema, removeFamilyNameSchema } from '@name-swiper/contract/family-names';
import { pickFamilyNameSchema } from '@name-swiper/contract/namesakes';
import { inputErrorCode } from '@name-swiper/contract/errors';
import {
  acceptInviteMessageSchema,
  APP_DESTINATIONS,
  celebrateMatchMessageSchema,
  emptyMessageSchema,
  setFamilyLastNameMessageSchema,
  unvoteMessageSchema,
  USER_DESTINATIONS,
  voteMessageSchema,
} from '@name-swiper/contract/realtime';
import type { z } from 'zod';
import type { Db } from '../db/db';
import { familyIdOf } from '../domain/devices';
import { DomainError } from '../domain/domain-error';
import type { InviteGuard } from '../domain/invite-guard';
import { setFamilyLastName } from '../domain/family-last-name';
import { addFamilyName, removeFamilyName } from '../domain/family-names';
import { pickFamilyName } from '../domain/family-picks';
import { celebrateMatch, celebratedAmong } from '../domain/family-matches';
import { compareNames } from '../domain/decide';
import { createInvite, leaveFamily, tryInviteCode } from '../domain/invites';
import type { CastVoteResult } from '../domain/vote-batch';
import { removeSupporter, setShareMatches } from '../domain/supporters';
import { castVote, undoVote } from '../domain/votes';
import { PARTNER_LIKE_FRESH_MS, partnerLikeOf } from '../domain/partner-like';
import type { MessageBus } from '../bus/message-bus';
import {
  notifyCheers,
  notifyDecide,
  notifyDevice,
  notifyFamilies,
  notifyFamilyLastName,
  notifyFamilyNames,
  notifyFamilyRoles,
} from './notify';
import type { StompSessionHandle } from '@name-swiper/stomp-server';
import type { WriteLimiter } from './write-limiter';

export interface AppContext {
  db: Db;
  bus: MessageBus;
  inviteGuard: InviteGuard;
  writes: WriteLimiter;
}

/** Who sent a SEND: the session's principal (its device id, see attach-realtime.ts) and client address. */
export type Sender = Pick<StompSessionHandle, 'principal' | 'clientAddress'>;

/** Handles one SEND: validates the JSON body against its schema, spends the address's budget, makes one domain call. */
export type AppHandler = (context: AppContext, sender: Sender, body: unknown) => Promise<void>;

function destination<S extends z.ZodType>(
  schema: S,
  handle: (context: AppContext, sender: Sender, message: z.output<S>) => Promise<void>,
): AppHandler {
  return (context, sender, body) => {
    const parsed = schema.safeParse(body);
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      const field = issue?.path.map(String).join('.') || 'body';
      // A text the user-text or name rules refuse is answered as such (invalid-characters, invalid-name); any other
      // fault is invalid-message.
      const named = inputErrorCode(issue);
      const code = named === 'invalid-characters' || named === 'invalid-name' ? named : 'invalid-message';
      throw new DomainError(code, `Invalid message: ${field}: ${issue?.message ?? 'invalid'}.`);
    }
    return handle(context, sender, parsed.data);
  };
}

/** Spends the sender's address's and family's budgets for a change to the family (a device alone is its family). */
async function spendFamilyChange(db: Db, writes: WriteLimiter, sender: Sender): Promise<void> {
  await writes.spendFamilyChange(
    sender.clientAddress,
    (await familyIdOf(db, sender.principal)) ?? sender.principal,
  );
}

/**
 * Tells the devices of a match made (the overlay) or ended, so that every open Matches list follows. A device that
 * already celebrated the match in its family (it came back after an undo) is told not to celebrate it again.
 */
async function notifyMatchChanges(
  db: Db,
  bus: MessageBus,
  { match, unmatch }: CastVoteResult,
): Promise<void> {
  const celebrated = match ? await celebratedAmong(db, match.matchId, match.deviceIds) : new Set<string>();
  const made = match
    ? [...match.deviceIds, ...(match.watchers ?? [])].map((member) =>
        notifyDevice(bus, member, USER_DESTINATIONS.nameApproved, {
          name: match.name,
          nameId: match.matchId,
          // A supporter's list follows the parents' shared matches; the celebration is the parents' (decision 91).
          celebrate: match.deviceIds.includes(member) && !celebrated.has(member),
          ...(match.spellings.length > 1 ? { spellings: match.spellings } : {}),
        }),
      )
    : [];
  const ended = unmatch
    ? [...unmatch.deviceIds, ...(unmatch.watchers ?? [])].map((member) =>
        notifyDevice(bus, member, USER_DESTINATIONS.matchRemoved, { name: unmatch.name }),
      )
    : [];
  await Promise.all([...made, ...ended]);
}

/** Tells the vote's consequences: matches made or ended, and to the parents a supporter's like come or gone. */
async function notifyVoteResult(db: Db, bus: MessageBus, nameId: string, result: CastVoteResult) {
  await Promise.all([
    notifyMatchChanges(db, bus, result),
    result.cheered ? notifyCheers(db, bus, nameId, result.cheered.parentIds) : undefined,
  ]);
}

/**
 * Deals a parent's fresh like to the other parents who have not voted on the name, without saying whose it is
 * (decision 74); a love says who loves it (issue 33). A supporter's like or love is pushed to no one: its cheer tells
 * the parents (decisions 89, 90).
 */
async function dealToPartners(
  db: Db,
  bus: MessageBus,
  deviceId: string,
  nameId: string,
  loved: boolean,
): Promise<void> {
  const like = await partnerLikeOf(db, deviceId, nameId, loved);
  if (like === undefined) {
    return;
  }
  await Promise.all(
    like.deviceIds.map((partner) => notifyDevice(bus, partner, USER_DESTINATIONS.partnerLike, like.message)),
  );
}

/**
 * Each /app destination of spec §7.2 (plus unvote) with its body schema and the one domain call it makes. A write
 * is on disk before its RECEIPT or notifications: votes through their group commit, family changes here.
 */
export const APP_HANDLERS: Readonly<Record<string, AppHandler>> = {
  [APP_DESTINATIONS.vote]: destination(voteMessageSchema, async ({ db, bus, writes }, sender, vote) => {
    await writes.spendVote(sender.clientAddress);
    const result = await castVote(db, sender.principal, vote.nameId, vote.approved, vote.ageMs, vote.feeling);
    const loved = vote.feeling === 'love' && result.lovesUsedUp === undefined;
    await Promise.all([
      notifyVoteResult(db, bus, vote.nameId, result),
      vote.approved && (vote.ageMs ?? 0) <= PARTNER_LIKE_FRESH_MS
        ? dealToPartners(db, bus, sender.principal, vote.nameId, loved)
        : undefined,
    ]);
    if (result.lovesUsedUp) {
      // Stored and acknowledged as a like: nothing is lost; the device hears why it is not a love.
      throw new DomainError(
        'loves-used-up',
        `No love left: ${LOVES_PER_DAY} in 24 hours. "${vote.nameId.slice(0, 40)}" is kept as a like.`,
      );
    }
  }),
  [APP_DESTINATIONS.unvote]: destination(unvoteMessageSchema, async ({ db, bus, writes }, sender, unvote) => {
    await writes.spendVote(sender.clientAddress);
    await notifyVoteResult(
      db,
      bus,
      unvote.nameId,
      await undoVote(db, sender.principal, unvote.nameId, unvote.ageMs),
    );
  }),
  [APP_DESTINATIONS.invite]: destination(
    inviteRequestSchema,
    async ({ db, bus, writes }, sender, request) => {
      await spendFamilyChange(db, writes, sender);
      const role = request.role ?? 'parent';
      const code = await createInvite(db, sender.principal, Date.now(), role);
      await durableWrites(db);
      await notifyDevice(
        bus,
        sender.principal,
        USER_DESTINATIONS.invite,
        role === 'supporter' ? { code, role } : { code },
      );
    },
  ),
  [APP_DESTINATIONS.accept]: destination(acceptInviteMessageSchema, async (context, sender, accept) => {
    const change = await tryInviteCode(context.db, context.inviteGuard, {
      deviceId: sender.principal,
      input: accept.inviteCode,
      address: sender.clientAddress,
    });
    await durableWrites(context.db);
    await notifyFamilies(context.db, context.bus, change.affectedDeviceIds);
  }),
  [APP_DESTINATIONS.compare]: destination(
    compareMessageSchema,
    async ({ db, bus, writes }, sender, compare) => {
      await writes.spendComparison(sender.clientAddress);
      await compareNames(db, sender.principal, compare.winnerId, compare.loserId);
      await durableWrites(db);
      await notifyDecide(db, bus, sender.principal);
    },
  ),
  [APP_DESTINATIONS.leave]: destination(emptyMessageSchema, async ({ db, bus, writes }, sender) => {
    await spendFamilyChange(db, writes, sender);
    const change = await leaveFamily(db, sender.principal);
    await durableWrites(db);
    await notifyFamilies(db, bus, change.affectedDeviceIds);
  }),
  [APP_DESTINATIONS.familyLastName]: destination(
    setFamilyLastNameMessageSchema,
    async ({ db, bus, writes }, sender, message) => {
      await spendFamilyChange(db, writes, sender);
      const members = await setFamilyLastName(db, sender.principal, message.lastName);
      await durableWrites(db);
      await Promise.all(members.map((member) => notifyFamilyLastName(db, bus, member)));
    },
  ),
  [APP_DESTINATIONS.addFamilyName]: destination(
    addFamilyNameSchema,
    async ({ db, bus, writes }, sender, message) => {
      await spendFamilyChange(db, writes, sender);
      const members = await addFamilyName(db, sender.principal, message);
      await durableWrites(db);
      await notifyFamilyNames(db, bus, members);
    },
  ),
  [APP_DESTINATIONS.pickFamilyName]: destination(
    pickFamilyNameSchema,
    async ({ db, bus, writes }, sender, message) => {
      await spendFamilyChange(db, writes, sender);
      const members = await pickFamilyName(db, sender.principal, message.nameId);
      await durableWrites(db);
      await notifyFamilyNames(db, bus, members);
    },
  ),
  [APP_DESTINATIONS.removeFamilyName]: destination(
    removeFamilyNameSchema,
    async ({ db, bus, writes }, sender, message) => {
      await spendFamilyChange(db, writes, sender);
      const members = await removeFamilyName(db, sender.principal, message.nameId);
      await durableWrites(db);
      await notifyFamilyNames(db, bus, members);
    },
  ),
  [APP_DESTINATIONS.removeSupporter]: destination(
    removeSupporterSchema,
    async ({ db, bus, writes }, sender, message) => {
      await spendFamilyChange(db, writes, sender);
      const change = await removeSupporter(db, sender.principal, message.member);
      await durableWrites(db);
      await notifyFamilies(db, bus, change.affectedDeviceIds);
    },
  ),
  [APP_DESTINATIONS.shareMatches]: destination(
    shareMatchesSchema,
    async ({ db, bus, writes }, sender, message) => {
      await spendFamilyChange(db, writes, sender);
      const members = await setShareMatches(db, sender.principal, message.share);
      await durableWrites(db);
      await notifyFamilyRoles(db, bus, members);
    },
  ),
  [APP_DESTINATIONS.celebrate]: destination(
    celebrateMatchMessageSchema,
    async ({ db, writes }, sender, message) => {
      await writes.spendVote(sender.clientAddress);
      await celebrateMatch(db, sender.principal, message.nameId);
      await durableWrites(db);
    },
  ),
};
