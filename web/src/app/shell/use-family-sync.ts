import { USER_DESTINATIONS } from '@name-swiper/contract/constants';
import type { FamilyNames } from '@name-swiper/contract/family-names';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { getFamilyLastName } from '../../api/family-last-name';
import { familyNamesQueryKey, getFamilyNames } from '../../api/family-names';
import { familyQueryKey } from '../../api/get-family';
import { getMatchesToCelebrate } from '../../api/realtime/celebrations';
import { realtimeClient } from '../../api/realtime/realtime-client';
import { familyMatchesQueryKey } from '../../api/family-matches-key';
import { familyRolesQueryKey } from '../../api/family-roles';
import {
  cheersMessageSchema,
  familyLastNameSchema,
  familyNamesSchema,
  familyRolesSchema,
  familySchema,
} from '../../api/wire-schemas';
import { followFamilyNames } from '../../features/swipe/deck/use-deck';
import { useDeviceId } from '../../platform/device-id-context';
import { cheersStore } from '../../stores/cheers-store';
import { familyLastNameStore } from '../../stores/family-last-name-store';
import { showMatch } from '../../stores/match-store';

/**
 * Follows the family on every screen (decision 58): its members (/user/queue/family, into the family query), their
 * roles (/user/queue/family-roles), who cheers a name (/user/queue/cheers, decision 90), its last name
 * (/user/queue/family-last-name), and its own names (/user/queue/family-names: into their query and the
 * deck, decision 62; read again at a family change). At every (re)connect and family change it also asks for the
 * matches this device has not celebrated yet (made while the app was closed or offline, or brought by a join),
 * which queue on the match overlay like live ones, and for the family's last name.
 */
export function useFamilySync(): void {
  const deviceId = useDeviceId();
  const queryClient = useQueryClient();
  useEffect(() => {
    const catchUp = () => {
      getMatchesToCelebrate(deviceId).then(
        (matches) => matches.forEach(showMatch),
        (error: unknown) => console.warn('[matches] could not load the matches to celebrate', error),
      );
      getFamilyLastName(deviceId).then(
        ({ lastName }) => familyLastNameStore.follow(lastName),
        (error: unknown) => console.warn('[family] could not load the family last name', error),
      );
    };
    // The family's own names: into their query, and the deck deals a new one next (decision 62).
    const followNames = (familyNames: FamilyNames) => {
      queryClient.setQueryData(familyNamesQueryKey(deviceId), familyNames);
      followFamilyNames(familyNames.names.map((name) => name.id));
    };
    const stops = [
      realtimeClient.subscribe(USER_DESTINATIONS.family, familySchema, (family) => {
        queryClient.setQueryData(familyQueryKey(deviceId), family);
        void queryClient.invalidateQueries({ queryKey: ['votes', deviceId] });
        getFamilyNames(deviceId).then(followNames, (error: unknown) =>
          console.warn("[family] could not load the family's names", error),
        );
        catchUp();
      }),
      realtimeClient.subscribe(USER_DESTINATIONS.familyLastName, familyLastNameSchema, ({ lastName }) =>
        familyLastNameStore.follow(lastName),
      ),
      realtimeClient.subscribe(USER_DESTINATIONS.familyNames, familyNamesSchema, followNames),
      // Who decides and who cheers, and whether matches are shared: a supporter's list of them follows (decision 91).
      realtimeClient.subscribe(USER_DESTINATIONS.familyRoles, familyRolesSchema, (roles) => {
        queryClient.setQueryData(familyRolesQueryKey(deviceId), roles);
        void queryClient.invalidateQueries({ queryKey: familyMatchesQueryKey(deviceId) });
      }),
      realtimeClient.subscribe(USER_DESTINATIONS.cheers, cheersMessageSchema, ({ nameId, cheers }) =>
        cheersStore.follow(nameId, cheers),
      ),
      realtimeClient.onConnect(catchUp),
    ];
    if (realtimeClient.isConnected()) {
      catchUp();
    }
    return () => stops.forEach((stop) => stop());
  }, [deviceId, queryClient]);
}
