import type { DeviceMessageHandler, MessageBus } from './message-bus';

/** The single-instance bus: delivery within this process. */
export function createMemoryBus(): MessageBus {
  const handlers = new Map<string, Set<DeviceMessageHandler>>();
  return {
    kind: 'memory',
    isConnected: () => true,
    publish: async (deviceId, message) => {
      for (const handler of handlers.get(deviceId) ?? []) {
        handler(message);
      }
    },
    subscribe: async (deviceId, handler) => {
      const forDevice = handlers.get(deviceId) ?? new Set<DeviceMessageHandler>();
      forDevice.add(handler);
      handlers.set(deviceId, forDevice);
      return async () => {
        forDevice.delete(handler);
        if (forDevice.size === 0 && handlers.get(deviceId) === forDevice) {
          handlers.delete(deviceId);
        }
      };
    },
    // A single instance has no one to tell.
    broadcast: async () => {},
    listen: () => {},
    close: async () => {
      handlers.clear();
    },
  };
}
