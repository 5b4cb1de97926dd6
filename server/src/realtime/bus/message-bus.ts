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
  publish(deviceId: string, message: DeviceMessage): Promise<void>;
  /** Returns the function that ends this subscription. */
  subscribe(deviceId: string, handler: DeviceMessageHandler): Promise<() => Promise<void>>;
  close(): Promise<void>;
}
