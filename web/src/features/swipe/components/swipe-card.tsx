import { CARD_TRANSITION_MS, SWIPE_THRESHOLD_PX } from '@name-swiper/contract/constants';
import type { PointerEvent, ReactNode } from 'react';
import { useEffect, useRef } from 'react';
import { playAnimation } from '../../../components/ui/animation';
import { useTranslation } from '../../../i18n/use-translation';
import type { SwipeDirection } from '../../../stores/undo-history-store';

export type CardPosition = 'current' | 'next' | 'leaving';

const MAX_TILT_DEG = 14;
const FULL_TILT_PX = 240;
/** How far a press moves before it is a drag, so that taps on the card's own button and link stay taps. */
const DRAG_START_PX = 4;
const EASING = 'cubic-bezier(0.22, 1, 0.36, 1)';

/** A drag offset past ±75 px votes (spec §4 Drag); anything in between snaps back. */
export function swipeDirectionFor(offsetX: number): SwipeDirection | undefined {
  if (offsetX > SWIPE_THRESHOLD_PX) {
    return 'right';
  }
  if (offsetX < -SWIPE_THRESHOLD_PX) {
    return 'left';
  }
  return undefined;
}

/** The card moved sideways by `offsetX`, tilted the way it goes. */
function offsetTransform(offsetX: number): string {
  const tilt = (Math.max(-FULL_TILT_PX, Math.min(FULL_TILT_PX, offsetX)) / FULL_TILT_PX) * MAX_TILT_DEG;
  return `translateX(${offsetX}px) rotate(${tilt}deg)`;
}

/**
 * Share of a fly-out (in eased progress) a card stays opaque for: it fades only once it is clear of the card under
 * it, so that the two cards' names never show through each other (issue 31).
 */
const OPAQUE_SHARE = 0.8;

/**
 * How far a card flies out to the `side`: far enough that, tilted, it has cleared its own place by the time it
 * starts to fade.
 */
function sideOffset(card: HTMLElement, side: SwipeDirection): number {
  const tilt = (MAX_TILT_DEG * Math.PI) / 180;
  const { offsetWidth: width, offsetHeight: height } = card;
  const clear = width / 2 + (width * Math.cos(tilt) + height * Math.sin(tilt)) / 2;
  const distance = Math.ceil(clear / OPAQUE_SHARE);
  return side === 'right' ? distance : -distance;
}

const stampOpacity = (share: number) => String(Math.min(1, Math.max(0, share)));

interface CardParts {
  card: HTMLElement | null;
  like: HTMLElement | null;
  nope: HTMLElement | null;
}

/** Puts the card at `offsetX` with its stamps: at once while `following` the hand, else by their transitions. */
function showOffset({ card, like, nope }: CardParts, offsetX: number, following: boolean): void {
  const duration = following ? '0s' : '';
  for (const element of [card, like, nope]) {
    element?.style.setProperty('transition-duration', duration);
  }
  card?.style.setProperty('transform', offsetX === 0 ? '' : offsetTransform(offsetX));
  like?.style.setProperty('opacity', stampOpacity(offsetX / SWIPE_THRESHOLD_PX));
  nope?.style.setProperty('opacity', stampOpacity(-offsetX / SWIPE_THRESHOLD_PX));
}

interface Drag {
  pointerId: number;
  startX: number;
  offsetX: number;
  moving: boolean;
}

interface SwipeCardProps {
  cardKey: string;
  position: CardPosition;
  /** Current card: the side it comes back from after an undo. */
  enterFrom?: SwipeDirection;
  /** Leaving card: the side it flies out by. */
  exitTo?: SwipeDirection;
  onSwipe: (direction: SwipeDirection) => void;
  /** A leaving card is done and can go. */
  onLeft: (cardKey: string) => void;
  label: string;
  children: ReactNode;
}

/**
 * One physical card: follows the pointer tilted while dragged with a LIKE / NOPE stamp fading in with the offset,
 * snaps back short of the threshold, flies out the side it leaves by. The drag writes the styles directly, without
 * a render per pointer move; CSS transitions and Web Animations do the rest (none under reduced motion).
 */
export function SwipeCard({
  cardKey,
  position,
  enterFrom,
  exitTo,
  onSwipe,
  onLeft,
  label,
  children,
}: SwipeCardProps) {
  const { t } = useTranslation();
  const cardRef = useRef<HTMLElement>(null);
  const likeRef = useRef<HTMLSpanElement>(null);
  const nopeRef = useRef<HTMLSpanElement>(null);
  const drag = useRef<Drag | undefined>(undefined);
  const isCurrent = position === 'current';
  const parts = (): CardParts => ({ card: cardRef.current, like: likeRef.current, nope: nopeRef.current });

  const onPointerDown = (event: PointerEvent<HTMLElement>) => {
    if (isCurrent && event.isPrimary && event.button === 0) {
      drag.current = { pointerId: event.pointerId, startX: event.clientX, offsetX: 0, moving: false };
    }
  };

  const onPointerMove = (event: PointerEvent<HTMLElement>) => {
    const current = drag.current;
    if (current?.pointerId !== event.pointerId) {
      return;
    }
    current.offsetX = event.clientX - current.startX;
    if (!current.moving && Math.abs(current.offsetX) < DRAG_START_PX) {
      return;
    }
    if (!current.moving) {
      current.moving = true;
      event.currentTarget.setPointerCapture(event.pointerId);
    }
    showOffset(parts(), current.offsetX, true);
  };

  const endDrag = (event: PointerEvent<HTMLElement>, canVote: boolean) => {
    const ended = drag.current;
    if (ended?.pointerId !== event.pointerId) {
      return;
    }
    drag.current = undefined;
    if (!ended.moving) {
      return;
    }
    const direction = canVote ? swipeDirectionFor(ended.offsetX) : undefined;
    if (direction) {
      // The card leaves from where the hand let go, stamp and all.
      onSwipe(direction);
      return;
    }
    showOffset(parts(), 0, false);
  };

  useEffect(() => {
    const leaving: CardParts = { card: cardRef.current, like: likeRef.current, nope: nopeRef.current };
    if (position !== 'leaving' || !exitTo || !leaving.card) {
      return;
    }
    const flyOut = [
      { opacity: 1, offset: OPAQUE_SHARE },
      { transform: offsetTransform(sideOffset(leaving.card, exitTo)), opacity: 0 },
    ];
    const options: KeyframeAnimationOptions = {
      duration: CARD_TRANSITION_MS,
      easing: EASING,
      fill: 'forwards',
    };
    const stamp = exitTo === 'right' ? leaving.like : exitTo === 'left' ? leaving.nope : null;
    const stampIn = stamp ? playAnimation(stamp, [{ opacity: 1 }], options) : undefined;
    const animation = playAnimation(leaving.card, flyOut, options);
    if (!animation) {
      onLeft(cardKey);
      return;
    }
    animation.onfinish = () => onLeft(cardKey);
    return () => {
      // Called back by an undo before it was gone: the card is whole again where the undo puts it.
      animation.cancel();
      stampIn?.cancel();
      showOffset(leaving, 0, false);
    };
  }, [position, exitTo, cardKey, onLeft]);

  useEffect(() => {
    const card = cardRef.current;
    if (!enterFrom || !card) {
      return;
    }
    playAnimation(
      card,
      [
        { transform: offsetTransform(sideOffset(card, enterFrom)), opacity: 0 },
        { opacity: 1, offset: 1 - OPAQUE_SHARE },
        { transform: 'none', opacity: 1 },
      ],
      { duration: CARD_TRANSITION_MS, easing: EASING },
    );
  }, [enterFrom]);

  const placement = {
    current: 'z-10 cursor-grab active:cursor-grabbing',
    next: 'z-0 translate-y-[30px] scale-95',
    leaving: 'pointer-events-none z-20',
  }[position];

  return (
    <article
      ref={cardRef}
      aria-label={label}
      aria-hidden={!isCurrent}
      data-testid={`${position}-card`}
      data-card-key={cardKey}
      className={`absolute inset-0 touch-pan-y select-none overflow-hidden rounded-3xl border border-line bg-surface shadow-card transition-[transform,translate,scale] duration-400 ease-[cubic-bezier(0.22,1,0.36,1)] ${placement}`}
      onPointerDown={onPointerDown}
      onPointerMove={onPointerMove}
      onPointerUp={(event) => endDrag(event, true)}
      onPointerCancel={(event) => endDrag(event, false)}
    >
      {position !== 'next' && (
        <>
          <span
            ref={likeRef}
            aria-hidden="true"
            style={{ opacity: 0 }}
            className="pointer-events-none absolute left-5 top-16 z-10 -rotate-12 rounded-xl border-4 border-like px-3 py-1 text-3xl font-black tracking-widest text-like transition-opacity duration-400"
            data-testid="stamp-like"
          >
            {t('swipe.stampLike')}
          </span>
          <span
            ref={nopeRef}
            aria-hidden="true"
            style={{ opacity: 0 }}
            className="pointer-events-none absolute right-5 top-16 z-10 rotate-12 rounded-xl border-4 border-dislike px-3 py-1 text-3xl font-black tracking-widest text-dislike transition-opacity duration-400"
            data-testid="stamp-nope"
          >
            {t('swipe.stampNope')}
          </span>
        </>
      )}
      {children}
      {/* The card behind is dimmed by a veil over it, not made see-through: it never shows through the one on top. */}
      <span
        aria-hidden="true"
        className={`pointer-events-none absolute inset-0 z-20 bg-canvas transition-opacity duration-400 ${position === 'next' ? 'opacity-40' : 'opacity-0'}`}
      />
    </article>
  );
}
