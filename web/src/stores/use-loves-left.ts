import { useEffect, useState } from 'react';
import type { LovesLeft } from './loves-left';
import { lovesLeft } from './loves-left';
import { useStore } from './use-store';
import { votesStore } from './votes-store';

/** The loves left today, counted again when the record changes and when the next love is back. */
export function useLovesLeft(): LovesLeft {
  const record = useStore(votesStore);
  const [, setTicks] = useState(0);
  const allowance = lovesLeft(record, Date.now());
  const { nextAt } = allowance;
  useEffect(() => {
    if (nextAt === undefined) {
      return;
    }
    const timer = setTimeout(() => setTicks((ticks) => ticks + 1), Math.max(0, nextAt - Date.now()) + 50);
    return () => clearTimeout(timer);
  }, [nextAt]);
  return allowance;
}
