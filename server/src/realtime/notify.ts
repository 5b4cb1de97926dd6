import { USER_DESTINATIONS } from '@name-swiper/contract/realtime';
import type {
  CheersMessage,
  ErrorMessage,
  InviteMessage,
  MatchRemovedMessage,
  NameApprovedMessage,
  PartnerLikeMessage,
  UserDestination,
} from '@name-swiper/contract/realtime';
import type { Family, FamilyLastName, FamilyRoles } from '@name-swiper/contract/family';
import type { FamilyNames } from '@name-swiper/contract/family-names';
import type { DecideState } from '@name-swiper/contract/decide';
import type { Db } from '../db/db';
import { decideViewFor, familyDecide } from '../domain/decide';
import { cheersFor } from '../domain/cheers';
import { familyMemberDevices, familyMembers } from '../domain/family';
import { familyCircle, familyRoles } from '../domain/family-circle';
import { getFamilyLastName } from '../domain/family-last-name';
import { listFamilyNames } from '../domain/family-names';
import type { MessageBus } from '../bus/message-bus';

interface BodyOf {
  [USER_DESTINATIONS.nameApproved]: NameApprovedMessage;
  [USER_DESTINATIONS.matchRemoved]: MatchRemovedMessage;
  [USER_DESTINATIONS.family]: Family;
  [USER_DESTINATIONS.invite]: InviteMessage;
  [USER_DESTINATIONS.errors]: ErrorMessage;
  [USER_DESTINATIONS.decide]: DecideState;
  [USER_DESTINATIONS.familyLastName]: FamilyLastName;
  [USER_DESTINATIONS.familyNames]: FamilyNames;
  [USER_DESTINATIONS.partnerLike]: PartnerLikeMessage;
  [USER_DESTINATIONS.familyRoles]: FamilyRoles;
  [USER_DESTINATIONS.cheers]: CheersMessage;
}

/** Sends a typed message to every open session of a device, wherever it is connected. */
export function notifyDevice<D extends UserDestination>(
  bus: MessageBus,
  deviceId: string,
  destination: D,
  body: BodyOf[D],
): Promise<void> {
  return bus.publish(deviceId, { destination, body: JSON.stringify(body) });
}

/**
 * Sends each device its family's member list as it sees it (its own entry first), who is a parent and who a supporter,
 * and the family's last name.
 */
export async function notifyFamilies(db: Db, bus: MessageBus, deviceIds: string[]): Promise<void> {
  await Promise.all(
    deviceIds.map(async (deviceId) => {
      await notifyDevice(bus, deviceId, USER_DESTINATIONS.family, {
        members: await familyMembers(db, deviceId),
      });
      await notifyFamilyRoles(db, bus, [deviceId]);
      await notifyFamilyLastName(db, bus, deviceId);
    }),
  );
}

/** Sends each device its family's roles and whether matches are shared (decisions 89, 91). */
export async function notifyFamilyRoles(
  db: Db,
  bus: MessageBus,
  deviceIds: readonly string[],
): Promise<void> {
  await Promise.all(
    deviceIds.map(async (deviceId) =>
      notifyDevice(bus, deviceId, USER_DESTINATIONS.familyRoles, await familyRoles(db, deviceId)),
    ),
  );
}

/** Tells the parents who cheers for a name now, after a supporter's like came or went (decision 90). */
export async function notifyCheers(
  db: Db,
  bus: MessageBus,
  nameId: string,
  parentIds: readonly string[],
): Promise<void> {
  const [first] = parentIds;
  if (first === undefined) {
    return;
  }
  const cheers = (await cheersFor(db, await familyCircle(db, first), [nameId])).get(nameId) ?? [];
  await Promise.all(
    parentIds.map((parent) => notifyDevice(bus, parent, USER_DESTINATIONS.cheers, { nameId, cheers })),
  );
}

/**
 * After a member saved or cleared their name: every member of a family of two or more hears the member list and
 * Decide's rankings, both of which carry the names. A device alone shows no member names, so it hears nothing.
 */
export async function notifyMemberNames(db: Db, bus: MessageBus, deviceId: string): Promise<void> {
  const members = await familyMemberDevices(db, deviceId);
  if (members.length < 2) {
    return;
  }
  await Promise.all(
    members.map(async (member) =>
      notifyDevice(bus, member.deviceId, USER_DESTINATIONS.family, {
        members: await familyMembers(db, member.deviceId),
      }),
    ),
  );
  await notifyFamilyRoles(
    db,
    bus,
    members.map((member) => member.deviceId),
  );
  await notifyDecide(db, bus, deviceId);
}

/** Sends the device its family's last name (null when none is set, or alone). */
export async function notifyFamilyLastName(db: Db, bus: MessageBus, deviceId: string): Promise<void> {
  await notifyDevice(bus, deviceId, USER_DESTINATIONS.familyLastName, {
    lastName: await getFamilyLastName(db, deviceId),
  });
}

/** Sends each device its family's own names (decision 62), after one was added or removed or the family changed. */
export async function notifyFamilyNames(
  db: Db,
  bus: MessageBus,
  deviceIds: readonly string[],
): Promise<void> {
  await Promise.all(
    deviceIds.map(async (deviceId) =>
      notifyDevice(bus, deviceId, USER_DESTINATIONS.familyNames, {
        names: await listFamilyNames(db, deviceId),
      }),
    ),
  );
}

/** Sends every parent of the family its own view of the family's rankings (Decide); supporters hear none of it. */
export async function notifyDecide(db: Db, bus: MessageBus, deviceId: string): Promise<void> {
  const family = await familyDecide(db, deviceId);
  await Promise.all(
    family.deviceIds.map((member) =>
      notifyDevice(bus, member, USER_DESTINATIONS.decide, decideViewFor(family, member)),
    ),
  );
}
