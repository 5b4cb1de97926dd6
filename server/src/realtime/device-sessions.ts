import type { MessageBus } from '../bus/message-bus';
import type { StompSessionHandle } from '@name-swiper/stomp-server';

/**
 * The sessions open on this instance, by device. The first session of a device subscribes to the bus for
 * it and the last one unsubscribes; a message for the device reaches every one of its open sessions.
 */
export class DeviceSessions {
  private readonly sessions = new Map<string, Set<StompSessionHandle>>();
  private readonly unsubscribes = new Map<string, Promise<() => Promise<void>>>();

  constructor(private readonly bus: MessageBus) {}

  add(session: StompSessionHandle): void {
    const deviceId = session.principal;
    const forDevice = this.sessions.get(deviceId) ?? new Set<StompSessionHandle>();
    forDevice.add(session);
    this.sessions.set(deviceId, forDevice);
    if (!this.unsubscribes.has(deviceId)) {
      this.unsubscribes.set(
        deviceId,
        this.bus.subscribe(deviceId, (message) => {
          for (const open of this.sessions.get(deviceId) ?? []) {
            open.send(message.destination, message.body);
          }
        }),
      );
    }
  }

  async remove(session: StompSessionHandle): Promise<void> {
    const deviceId = session.principal;
    const forDevice = this.sessions.get(deviceId);
    forDevice?.delete(session);
    if (forDevice && forDevice.size > 0) {
      return;
    }
    this.sessions.delete(deviceId);
    const unsubscribe = this.unsubscribes.get(deviceId);
    this.unsubscribes.delete(deviceId);
    await (
      await unsubscribe
    )?.();
  }
}
