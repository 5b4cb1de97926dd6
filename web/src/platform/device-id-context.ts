import { createContext, useContext } from 'react';

/** The device identifier, known before the app renders (loaded in boot.tsx). */
export const DeviceIdContext = createContext<string | undefined>(undefined);

export function useDeviceId(): string {
  const deviceId = useContext(DeviceIdContext);
  if (deviceId === undefined) {
    throw new Error('useDeviceId needs a DeviceIdContext provider');
  }
  return deviceId;
}
