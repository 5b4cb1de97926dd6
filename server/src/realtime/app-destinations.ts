import {
  acceptInviteMessageSchema,
  APP_DESTINATIONS,
  emptyMessageSchema,
  unvoteMessageSchema,
  USER_DESTINATIONS,
  voteMessageSchema,
} from '@name-swiper/contract/realtime';
import type { z } from 'zod';
import type { Db } from '../db/database';
import { DomainError } from '../domain/domain-error';
import { acceptInvite, createInvite, leaveFamily } from '../domain/invites';
import { castVote, undoVote } from '../domain/votes';
import type { MessageBus } from '../bus/message-bus';
import { notifyDevice, notifyFamilies } from './notify';

export interface AppContext {
  db: Db;
  bus: MessageBus;
}

/** Handles one SEND: validates the JSON body against its schema, then makes one domain call. */
export type AppHandler = (context: AppContext, deviceId: string, body: unknown) => Promise<void>;

function destination<S extends z.ZodType>(
  schema: S,
  handle: (context: AppContext, deviceId: string, message: z.output<S>) => Promise<void>,
): AppHandler {
  return (context, deviceId, body) => {
    const parsed = schema.safeParse(body);
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      const field = issue?.path.map(String).join('.') || 'body';
      throw new DomainError('invalid-message', `Invalid message: ${field}: ${issue?.message ?? 'invalid'}.`);
    }
    return handle(context, deviceId, parsed.data);
  };
}

/** Each /app destination of spec §7.2 (plus unvote) with its body schema and the one domain call it makes. */
export const APP_HANDLERS: Readonly<Record<string, AppHandler>> = {
  [APP_DESTINATIONS.vote]: destination(voteMessageSchema, async ({ db, bus }, deviceId, vote) => {
    const { match } = await castVote(db, deviceId, vote.nameId, vote.approved);
    if (match) {
      await Promise.all(
        match.deviceIds.map((member) =>
          notifyDevice(bus, member, USER_DESTINATIONS.nameApproved, { name: match.name }),
        ),
      );
    }
  }),
  [APP_DESTINATIONS.unvote]: destination(unvoteMessageSchema, async ({ db }, deviceId, unvote) => {
    await undoVote(db, deviceId, unvote.nameId);
  }),
  [APP_DESTINATIONS.invite]: destination(emptyMessageSchema, async ({ db, bus }, deviceId) => {
    const code = await createInvite(db, deviceId);
    await notifyDevice(bus, deviceId, USER_DESTINATIONS.invite, { code });
  }),
  [APP_DESTINATIONS.accept]: destination(acceptInviteMessageSchema, async ({ db, bus }, deviceId, accept) => {
    const change = await acceptInvite(db, deviceId, accept.inviteCode);
    await notifyFamilies(db, bus, change.affectedDeviceIds);
  }),
  [APP_DESTINATIONS.leave]: destination(emptyMessageSchema, async ({ db, bus }, deviceId) => {
    const change = await leaveFamily(db, deviceId);
    await notifyFamilies(db, bus, change.affectedDeviceIds);
  }),
};
