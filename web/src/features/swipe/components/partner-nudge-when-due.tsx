import { STORAGE_KEYS } from '@name-swiper/contract/constants';
import { lazy, Suspense, useState } from 'react';
import { readItem } from '../../../platform/local-storage';
import { useStore } from '../../../stores/use-store';
import { votesStore } from '../../../stores/votes-store';

/** The nudge comes once the device has voted on this many names: by then the parent knows what the app does. */
export const NUDGE_AFTER_VOTES = 5;

const PartnerNudge = lazy(() => import('./partner-nudge'));

/** The "made for two" nudge, loaded once this device has voted on a few names and has not been shown it. */
export function PartnerNudgeWhenDue() {
  const votes = useStore(votesStore).length;
  const [alreadyShown] = useState(() => readItem(STORAGE_KEYS.partnerNudgeShown) === 'true');
  if (alreadyShown || votes < NUDGE_AFTER_VOTES) {
    return null;
  }
  return (
    <Suspense fallback={null}>
      <PartnerNudge />
    </Suspense>
  );
}
