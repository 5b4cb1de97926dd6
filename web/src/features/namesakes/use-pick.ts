import type { ErrorCode } from '@name-swiper/contract/errors';
import { errorMessageSchema, USER_DESTINATIONS } from '@name-swiper/contract/realtime';
import { useEffect, useState } from 'react';
import { pickFamilyName, useFamilyNames } from '../../api/family-names';
import { realtimeClient } from '../../api/realtime/realtime-client';
import { useDeviceId } from '../../platform/device-id-context';

/**
 * Putting names first in the family's deck (decision 98): which ones the family lists (its list follows
 * /user/queue/family-names), the one on its way, and why the server refused it (a full list).
 */
export function usePick() {
  const listed = new Set((useFamilyNames(useDeviceId()).data?.names ?? []).map((name) => name.id));
  const [pending, setPending] = useState<string | null>(null);
  const [refusal, setRefusal] = useState<ErrorCode | null>(null);

  if (pending !== null && listed.has(pending)) {
    setPending(null);
  }

  useEffect(() => {
    if (pending === null) {
      return;
    }
    return realtimeClient.subscribe(USER_DESTINATIONS.errors, errorMessageSchema, ({ code }) => {
      setRefusal(code);
      setPending(null);
    });
  }, [pending]);

  return {
    isListed: (nameId: string) => listed.has(nameId),
    isPending: (nameId: string) => pending === nameId,
    refusal,
    pick(nameId: string) {
      setRefusal(null);
      setPending(nameId);
      pickFamilyName(nameId);
    },
  };
}
