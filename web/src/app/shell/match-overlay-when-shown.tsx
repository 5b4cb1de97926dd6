import { lazy, Suspense } from 'react';
import { matchStore } from '../../stores/match-store';
import { useStore } from '../../stores/use-store';

const MatchOverlay = lazy(() => import('./match-overlay'));

/** 'It's a match!', loaded with the first match to show: most sessions end without one. */
export function MatchOverlayWhenShown() {
  const { matches } = useStore(matchStore);
  if (matches.length === 0) {
    return null;
  }
  return (
    <Suspense fallback={null}>
      <MatchOverlay />
    </Suspense>
  );
}
