/** A message for one device on one of its /user/queue destinations. */
export interface DeviceMessage {
  destination: string;
  body: string;
}

export type DeviceMessageHandler = (message: DeviceMessage) => void;

/**
 * Carries user-destination messages to wherever a device is connected. An instance subscribes for the
 * devices connected to it; anyone may publish for any device. Nothing may assume the device is local.
 */
export interface MessageBus {
  kind: 'memory' | 'redis';
  /** False while a shared bus cannot reach its broker (local delivery still works). */
  isConnected(): boolean;
  publish(deviceId: string, message: DeviceMessage): Promise<void>;
  /** Never rejects: a bus that cannot subscribe now retries by itself. Returns the function that ends it. */
  subscribe(deviceId: string, handler: DeviceMessageHandler): Promise<() => Promise<void>>;
  /** Sends `message` on `topic` to every other instance (not to this one). */
  broadcast(topic: string, message: string): Promise<void>;
  /**
   * Hears the other instances' messages on `topic`; `onGap` runs when some may have been missed, because the
   * connection to the broker came back.
   */
  listen(topic: string, handler: (message: string) => void, onGap: () => void): void;
  close(): Promise<void>;
}
