import { AnimatePresence } from 'motion/react';
import { useTranslation } from 'react-i18next';
import { isAdItem } from '../../../ads/ad-item';
import { NativeAdCard } from '../../../ads/native-ad-card';
import type { DeckItem, SwipeDirection } from '../../../stores/undo-history-store';
import type { DeckState } from '../deck/deck';
import { itemKey } from '../deck/deck';
import { NameCardContent } from './name-card-content';
import type { ExitInfo } from './swipe-card';
import { SwipeCard } from './swipe-card';

interface CardStackProps {
  state: DeckState;
  onSwipe: (direction: SwipeDirection) => void;
}

/** The current card on top and the next one behind it, dimmed and slightly smaller (spec §2.3). */
export function CardStack({ state, onSwipe }: CardStackProps) {
  const { t } = useTranslation();
  const exit: ExitInfo = { key: state.exit?.key, direction: state.exit?.direction };
  const cards: { item: DeckItem; position: 'current' | 'next' }[] = [];
  if (state.next) {
    cards.push({ item: state.next, position: 'next' });
  }
  if (state.current) {
    cards.push({ item: state.current, position: 'current' });
  }

  return (
    <div className="relative mx-auto aspect-[3/4] max-h-[60dvh] w-full" data-testid="card-stack">
      <AnimatePresence custom={exit} initial={false}>
        {cards.map(({ item, position }) => {
          const key = itemKey(item);
          const isCurrent = position === 'current';
          return (
            <SwipeCard
              key={key}
              cardKey={key}
              position={position}
              enterFrom={isCurrent ? state.undoDirection : undefined}
              onSwipe={onSwipe}
              label={isAdItem(item) ? t('ads.placeholder') : item.name}
            >
              {isAdItem(item) ? <NativeAdCard /> : <NameCardContent item={item} interactive={isCurrent} />}
            </SwipeCard>
          );
        })}
      </AnimatePresence>
    </div>
  );
}
