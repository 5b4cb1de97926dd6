import type { NameItem } from '@name-swiper/contract/names';
import { useCallback, useState } from 'react';
import { isAdItem } from '../../../ads/ad-item';
import { NativeAdCard } from '../../../ads/native-ad-card';
import { useTranslation } from '../../../i18n/use-translation';
import type { DeckItem, SwipeDirection } from '../../../stores/undo-history-store';
import type { DeckState } from '../deck/deck';
import { itemKey } from '../deck/deck';
import { NameCardContent } from './name-card-content';
import type { CardPosition } from './swipe-card';
import { SwipeCard } from './swipe-card';

interface LeavingCard {
  item: DeckItem;
  exitTo: SwipeDirection;
}

const keysOf = (items: DeckItem[]) => items.map(itemKey).join('\n');

/**
 * The cards that were swiped away and are still on their way out: each stays until its card says it is gone. A card
 * that comes back (an undo) is no longer leaving; one that goes without a swipe (the card behind, put back by an
 * undo) goes at once, so that it never passes over the card on top.
 */
function useLeavingCards(present: DeckItem[], exit: DeckState['exit']) {
  const [shown, setShown] = useState(present);
  const [leaving, setLeaving] = useState<LeavingCard[]>([]);
  if (keysOf(shown) !== keysOf(present)) {
    const presentKeys = new Set(present.map(itemKey));
    const isGone = (item: DeckItem) => !presentKeys.has(itemKey(item));
    const swiped = shown.find((item) => isGone(item) && exit?.key === itemKey(item));
    setShown(present);
    setLeaving([
      ...leaving.filter((card) => isGone(card.item)),
      ...(swiped && exit ? [{ item: swiped, exitTo: exit.direction }] : []),
    ]);
  }
  const onLeft = useCallback(
    (key: string) => setLeaving((cards) => cards.filter((card) => itemKey(card.item) !== key)),
    [],
  );
  return { leaving, onLeft };
}

interface StackCard {
  item: DeckItem;
  position: CardPosition;
  exitTo?: SwipeDirection;
}

interface CardStackProps {
  state: DeckState;
  onSwipe: (direction: SwipeDirection) => void;
  /** Shows a card in another of its spellings (decision 93). */
  onPickSpelling: (item: NameItem, spellingId: string) => void;
}

/** The current card on top and the next one behind it, dimmed and slightly smaller (spec §2.3). */
export function CardStack({ state, onSwipe, onPickSpelling }: CardStackProps) {
  const { t } = useTranslation();
  const cards: StackCard[] = [];
  if (state.next) {
    cards.push({ item: state.next, position: 'next' });
  }
  if (state.current) {
    cards.push({ item: state.current, position: 'current' });
  }
  const { leaving, onLeft } = useLeavingCards(
    cards.map((card) => card.item),
    state.exit,
  );
  for (const { item, exitTo } of leaving) {
    cards.push({ item, position: 'leaving', exitTo });
  }

  return (
    <div className="relative mx-auto aspect-[3/4] max-h-[60dvh] w-full" data-testid="card-stack">
      {cards.map(({ item, position, exitTo }) => {
        const key = itemKey(item);
        const isCurrent = position === 'current';
        return (
          <SwipeCard
            key={key}
            cardKey={key}
            position={position}
            enterFrom={isCurrent ? state.undoDirection : undefined}
            exitTo={exitTo}
            onSwipe={onSwipe}
            onLeft={onLeft}
            label={isAdItem(item) ? t('ads.placeholder') : item.name}
          >
            {isAdItem(item) ? (
              <NativeAdCard />
            ) : (
              <NameCardContent
                item={item}
                interactive={isCurrent}
                onPickSpelling={position === 'leaving' ? undefined : (id) => onPickSpelling(item, id)}
              />
            )}
          </SwipeCard>
        );
      })}
    </div>
  );
}
