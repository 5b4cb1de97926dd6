import { onlineStatus } from '../../platform/network';
import { useStore } from '../../stores/use-store';
import { realtimeClient } from './realtime-client';

/**
 * Whether the app waits for its realtime connection behind the 'Loading...' overlay (spec §2.2): online but
 * not connected. Without any network the app stays usable instead, so this is false then.
 */
export function useAwaitingConnection(): boolean {
  const connected = useStore(realtimeClient.connected);
  const online = useStore(onlineStatus);
  return online && !connected;
}
