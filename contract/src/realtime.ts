import { z } from 'zod';
import { MAX_VOTE_AGE_MS, SUPPORTERS_MAX } from './constants';
import { ERROR_CODES } from './errors';
import { NO_CONTROL_CHARACTERS } from './device';
import { setFamilyLastNameSchema } from './family';
import { ERAS, NAME_LENGTHS } from './name-shape';
import { nameItemSchema } from './names';
import { feelingSchema } from './votes';

export {
  APP_DESTINATIONS,
  MAX_VOTE_AGE_MS,
  REALTIME_DEVICE_PARAM,
  REALTIME_PATH,
  USER_DESTINATIONS,
  type UserDestination,
} from './constants';

/**
 * Ids and codes never hold control characters. PostgreSQL refuses a NUL, and a refused value would fail the whole
 * group commit it shares with other devices' votes, so such a message is an invalid-message instead.
 */
const idText = z.string().regex(NO_CONTROL_CHARACTERS, { error: 'must not contain control characters' });
const nameIdSchema = idText.min(1).max(100);

/**
 * How long ago, in milliseconds, the user took the action (a vote sent from an outbox after a time offline). The
 * server dates the action by its own clock minus this age, so no client clock is trusted, and keeps the newer of
 * two actions on the same name. Absent: the action is happening now.
 */
const ageMsSchema = z.int().min(0).max(MAX_VOTE_AGE_MS).optional();

/**
 * `/app/name/vote` (spec: `{nameId, approved}`). `feeling` (issue 33, decision 85) is optional: absent, the vote is
 * the spec's like or dislike. A love goes with `approved: true` and a maybe with `approved: false`, so that a server
 * that does not know feelings stores a like and a dislike (the name leaves the deck either way).
 */
export const voteMessageSchema = z
  .object({
    nameId: nameIdSchema,
    approved: z.boolean(),
    feeling: feelingSchema.optional(),
    ageMs: ageMsSchema,
  })
  .refine((vote) => vote.feeling === undefined || vote.approved === (vote.feeling === 'love'), {
    error: 'a love goes with approved true, a maybe with approved false',
    path: ['approved'],
  });

export const unvoteMessageSchema = z.object({ nameId: nameIdSchema, ageMs: ageMsSchema });

export const emptyMessageSchema = z.object({});

export const acceptInviteMessageSchema = z.object({ inviteCode: idText.max(64) });

/**
 * A match was made (spec: shows the overlay). `celebrate` is false when this device (or its account) already
 * celebrated the name in this family: the match came back after an undo, so lists follow but nothing is shown.
 * A match is on a name in any of its spellings (decision 94): `nameId` is its spelling group's, and when the partners
 * liked different spellings `spellings` lists them and `name` joins them ("Zoe / Zoë") until they choose one.
 */
export const nameApprovedMessageSchema = z.object({
  name: z.string(),
  nameId: z.string(),
  celebrate: z.boolean(),
  spellings: z.array(z.string()).min(2).optional(),
});
export type NameApprovedMessage = z.infer<typeof nameApprovedMessageSchema>;

/** A match is gone: one of the partners who liked the name now dislikes it or took the vote back. */
export const matchRemovedMessageSchema = z.object({ name: z.string() });
export type MatchRemovedMessage = z.infer<typeof matchRemovedMessageSchema>;

/** Sets the family's last name: the same user-text rules and limit as the device's own; "" clears it. */
export const setFamilyLastNameMessageSchema = setFamilyLastNameSchema;

/** This device has celebrated the match on `nameId` (closed its overlay): it is not celebrated here again. */
export const celebrateMatchMessageSchema = z.object({ nameId: nameIdSchema });

/**
 * A name another member of the family just liked and this device has not voted on (decision 74): the card, and what
 * the deck's filters on first letter, length and era read, so that the app deals it only where its filters would.
 * A like says nothing of who liked it, so no vote is swayed; a love says who loves it (`name.lovedBy`, issue 33).
 */
export const partnerLikeMessageSchema = z.object({
  name: nameItemSchema,
  initial: z
    .string()
    .max(8)
    .meta({ description: 'The first letter as the initials filter reads it (é: e).' }),
  length: z.enum(NAME_LENGTHS),
  eras: z.array(z.enum(ERAS)).max(ERAS.length),
});
export type PartnerLikeMessage = z.infer<typeof partnerLikeMessageSchema>;

/** The code of an invite; `role` is 'supporter' for a supporter's code (decision 89), absent for a parent's. */
export const inviteMessageSchema = z.object({ code: z.string(), role: z.literal('supporter').optional() });
export type InviteMessage = z.infer<typeof inviteMessageSchema>;

/**
 * To a parent: the supporters who like a name now (display names, "" for an unnamed one), after one of them liked it
 * or took the like back (decision 90). A supporter's dislike is never told.
 */
export const cheersMessageSchema = z.object({
  nameId: z.string(),
  cheers: z.array(z.string()).max(SUPPORTERS_MAX),
});
export type CheersMessage = z.infer<typeof cheersMessageSchema>;

/** An application error for one device (bad message, unknown name, refused invite): code for the UI, English text for logs. */
export const errorMessageSchema = z.object({ code: z.enum(ERROR_CODES), message: z.string() });
export type ErrorMessage = z.infer<typeof errorMessageSchema>;
