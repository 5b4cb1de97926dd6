import { APP_DESTINATIONS } from '@name-swiper/contract/constants';
import { apiRequest } from '../api-client';
import { matchesToCelebrateSchema } from '../wire-schemas';
import { realtimeClient } from './realtime-client';
import type { MatchToShow } from '../../stores/match-store';

/** GET /matches/to-celebrate: the device's matches it has not celebrated yet, oldest first. */
export async function getMatchesToCelebrate(deviceId: string): Promise<MatchToShow[]> {
  return (await apiRequest('/matches/to-celebrate', matchesToCelebrateSchema, { query: { deviceId } }))
    .matches;
}

/** Tells the server this device celebrated the match (closed its overlay), so it is never celebrated here again. */
export function celebrateMatch(nameId: string): void {
  realtimeClient.publish(APP_DESTINATIONS.celebrate, { nameId });
}
