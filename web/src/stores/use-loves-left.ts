import { useEffect, useState } from 'react';
import type { LovesLeft } from './loves-left';
import { lovesLeft } from './loves-left';
import { useStore } from './use-store';
import { votesStore } from './votes-store';

/**
 * The loves left today, counted again when the record changes and when the next love is back. The clock moves only
 * then: a love given since counts whatever the clock says, and an old one leaves the count when its 24 hours end.
 */
export function useLovesLeft(): LovesLeft {
  const record = useStore(votesStore);
  const [now, setNow] = useState(() => Date.now());
  const allowance = lovesLeft(record, now);
  const { nextAt } = allowance;
  useEffect(() => {
    if (nextAt === undefined) {
      return;
    }
    const timer = setTimeout(() => setNow(Date.now()), Math.max(0, nextAt - Date.now()) + 50);
    return () => clearTimeout(timer);
  }, [nextAt]);
  return allowance;
}
