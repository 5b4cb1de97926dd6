import { USER_DESTINATIONS } from '@name-swiper/contract/realtime';
import type {
  ErrorMessage,
  InviteMessage,
  MatchRemovedMessage,
  NameApprovedMessage,
  UserDestination,
} from '@name-swiper/contract/realtime';
import type { Family } from '@name-swiper/contract/family';
import type { Db } from '../db/database';
import { familyMembers } from '../domain/family';
import type { MessageBus } from '../bus/message-bus';

interface BodyOf {
  [USER_DESTINATIONS.nameApproved]: NameApprovedMessage;
  [USER_DESTINATIONS.matchRemoved]: MatchRemovedMessage;
  [USER_DESTINATIONS.family]: Family;
  [USER_DESTINATIONS.invite]: InviteMessage;
  [USER_DESTINATIONS.errors]: ErrorMessage;
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

/** Sends each device its family's member list as it sees it (its own entry first). */
export async function notifyFamilies(db: Db, bus: MessageBus, deviceIds: string[]): Promise<void> {
  await Promise.all(
    deviceIds.map(async (deviceId) =>
      notifyDevice(bus, deviceId, USER_DESTINATIONS.family, { members: await familyMembers(db, deviceId) }),
    ),
  );
}
