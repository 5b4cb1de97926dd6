import { z } from 'zod';
import { FAMILY_MEMBERS_MAX, FAMILY_ROLES, LAST_NAME_MAX_LENGTH, SHARED_MATCHES_MAX } from './constants';
import { NO_CONTROL_CHARACTERS } from './device';
import { genderSchema } from './names';
import { userTextSchema } from './user-text';

export { FAMILY_ROLES, type FamilyRole, PARENTS_MAX, SUPPORTERS_MAX } from './constants';

/** The family as the REST API returns it and as /user/queue/family carries it: own entry first, "" for an unnamed member. */
export const familySchema = z.object({ members: z.array(z.string()) });
export type Family = z.infer<typeof familySchema>;

export const familyRoleSchema = z.enum(FAMILY_ROLES);

/** One member as GET /family/roles and /user/queue/family-roles list them (decision 89). */
const familyRoleMemberSchema = z.object({
  name: z.string().meta({ description: 'Display name; "" when unnamed.' }),
  role: familyRoleSchema,
  key: z.string().meta({
    description:
      'An opaque key of the member in this family (never the device id), to name a supporter to remove.',
  }),
  you: z.boolean().meta({ description: 'Whether this entry is the asking device.' }),
});
export type FamilyRoleMember = z.infer<typeof familyRoleMemberSchema>;

/**
 * GET /family/roles and /user/queue/family-roles: who decides and who cheers (decision 89), in the order of the
 * member list (own entry first), and whether the parents share their matches with the supporters (decision 91).
 */
export const familyRolesSchema = z.object({
  role: familyRoleSchema.meta({ description: "The asking device's role." }),
  members: z.array(familyRoleMemberSchema).max(FAMILY_MEMBERS_MAX),
  shareMatches: z.boolean(),
});
export type FamilyRoles = z.infer<typeof familyRolesSchema>;

/** The body of /app/family/invite: the kind of code a parent asks for; absent (the spec's `{}`) is a parent's code. */
export const inviteRequestSchema = z.object({ role: familyRoleSchema.optional() });

/** The body of /app/family/supporters/remove: the supporter's key from the family's roles. */
export const removeSupporterSchema = z.object({
  member: z.string().min(1).max(64).regex(NO_CONTROL_CHARACTERS),
});

/** The body of /app/family/share-matches: "Share our matches with supporters" on or off. */
export const shareMatchesSchema = z.object({ share: z.boolean() });

/** One of the parents' matches as a supporter sees it: the name, never a parent's vote. */
const sharedMatchSchema = z.object({
  nameId: z.string(),
  name: z.string(),
  gender: genderSchema,
  matchedAt: z.iso.datetime().meta({ description: 'When the family first had this match.' }),
});
export type SharedMatch = z.infer<typeof sharedMatchSchema>;

/**
 * GET /family/matches: the parents' matches, newest first, at most SHARED_MATCHES_MAX; to a supporter only while a
 * parent shares them (otherwise `shared` is false and the list empty). Parents always see them.
 */
export const familyMatchesSchema = z.object({
  shared: z.boolean(),
  matches: z.array(sharedMatchSchema).max(SHARED_MATCHES_MAX),
});
export type FamilyMatches = z.infer<typeof familyMatchesSchema>;

/**
 * GET /family/last-name and /user/queue/family-last-name: the last name a family of two or more shares, null when it
 * has none (or the device is alone: then its last name is its own, kept on the device).
 */
export const familyLastNameSchema = z.object({
  lastName: z
    .string()
    .nullable()
    .meta({ description: "The family's last name; null when none is set or alone." }),
});
export type FamilyLastName = z.infer<typeof familyLastNameSchema>;

/** The body of /app/family/last-name: trimmed and normalised like the device's own last name; "" clears it. */
export const setFamilyLastNameSchema = z.object({ lastName: userTextSchema(LAST_NAME_MAX_LENGTH) });
