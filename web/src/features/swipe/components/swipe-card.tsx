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

/**
 * A drag offset past ±75 px sideways votes (spec §4 Drag), and one past 75 px up, more up than sideways, loves
 * (issue 33) where a love is left; anything in between snaps back.
 */
export function swipeDirectionFor(offsetX: number, offsetY = 0, canLove = false): SwipeDirection | undefined {
  if (canLove && offsetY < -SWIPE_THRESHOLD_PX && -offsetY > Math.abs(offsetX)) {
    return 'up';
  }
  if (offsetX > SWIPE_THRESHOLD_PX) {
    return 'right';
  }
  if (offsetX < -SWIPE_THRESHOLD_PX) {
    return 'left';
  }
  return undefined;
}

/** The card moved by `offsetX` sideways (tilted the way it goes) and `offsetY` up or down. */
function offsetTransform(offsetX: number, offsetY = 0): string {
  const tilt = (Math.max(-FULL_TILT_PX, Math.min(FULL_TILT_PX, offsetX)) / FULL_TILT_PX) * MAX_TILT_DEG;
  return `translate(${offsetX}px, ${offsetY}px) rotate(${tilt}deg)`;
}

/**
 * Share of a fly-out (in eased progress) a card stays opaque for: it fades only once it is clear of the card under
 * it, so that the two cards' names never show through each other (issue 31).
 */
const OPAQUE_SHARE = 0.8;

/**
 * Where a card flies out to on the `side`, as the transform that puts it there: sideways far enough that, tilted,
 * it has cleared its own place by the time it starts to fade; up or down by its height.
 */
function flownTo(card: HTMLElement, side: SwipeDirection): string {
  const tilt = (MAX_TILT_DEG * Math.PI) / 180;
  const { offsetWidth: width, offsetHeight: height } = card;
  if (side === 'up' || side === 'down') {
    const distance = Math.ceil(height / OPAQUE_SHARE);
    return offsetTransform(0, side === 'up' ? -distance : distance);
  }
  const clear = width / 2 + (width * Math.cos(tilt) + height * Math.sin(tilt)) / 2;
  const distance = Math.ceil(clear / OPAQUE_SHARE);
  return offsetTransform(side === 'right' ? distance : -distance);
}

const stampOpacity = (share: number) => String(Math.min(1, Math.max(0, share)));

interface CardParts {
  card: HTMLElement | null;
  like: HTMLElement | null;
  nope: HTMLElement | null;
  love: HTMLElement | null;
}

/** Puts the card at the offset with its stamps: at once while `following` the hand, else by their transitions. */
function showOffset(
  { card, like, nope, love }: CardParts,
  offsetX: number,
  offsetY: number,
  following: boolean,
) {
  const duration = following ? '0s' : '';
  for (const element of [card, like, nope, love]) {
    element?.style.setProperty('transition-duration', duration);
  }
  card?.style.setProperty(
    'transform',
    offsetX === 0 && offsetY === 0 ? '' : offsetTransform(offsetX, offsetY),
  );
  const upward = -offsetY > Math.abs(offsetX);
  like?.style.setProperty('opacity', stampOpacity(upward ? 0 : offsetX / SWIPE_THRESHOLD_PX));
  nope?.style.setProperty('opacity', stampOpacity(upward ? 0 : -offsetX / SWIPE_THRESHOLD_PX));
  love?.style.setProperty('opacity', stampOpacity(upward ? -offsetY / SWIPE_THRESHOLD_PX : 0));
}

interface Drag {
  pointerId: number;
  startX: number;
  startY: number;
  offsetX: number;
  offsetY: number;
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
  /** Whether a drag up loves (a love is left today); without, the card follows the hand sideways only. */
  canLove: boolean;
  label: string;
  children: ReactNode;
}

/**
 * One physical card: follows the pointer tilted while dragged with a LIKE / NOPE (or, dragged up, LOVE) stamp fading
 * in with the offset, snaps back short of the threshold, flies out the side it leaves by. The drag writes the styles directly, without
 * a render per pointer move; CSS transitions and Web Animations do the rest (none under reduced motion).
 */
export function SwipeCard({
  cardKey,
  position,
  enterFrom,
  exitTo,
  onSwipe,
  onLeft,
  canLove,
  label,
  children,
}: SwipeCardProps) {
  const { t } = useTranslation();
  const cardRef = useRef<HTMLElement>(null);
  const likeRef = useRef<HTMLSpanElement>(null);
  const nopeRef = useRef<HTMLSpanElement>(null);
  const loveRef = useRef<HTMLSpanElement>(null);
  const drag = useRef<Drag | undefined>(undefined);
  const isCurrent = position === 'current';
  const parts = (): CardParts => ({
    card: cardRef.current,
    like: likeRef.current,
    nope: nopeRef.current,
    love: loveRef.current,
  });

  const onPointerDown = (event: PointerEvent<HTMLElement>) => {
    if (isCurrent && event.isPrimary && event.button === 0) {
      drag.current = {
        pointerId: event.pointerId,
        startX: event.clientX,
        startY: event.clientY,
        offsetX: 0,
        offsetY: 0,
        moving: false,
      };
    }
  };

  const onPointerMove = (event: PointerEvent<HTMLElement>) => {
    const current = drag.current;
    if (current?.pointerId !== event.pointerId) {
      return;
    }
    current.offsetX = event.clientX - current.startX;
    // Only up, and only while a love is left: a drag down or a love used up keeps the card level.
    current.offsetY = canLove ? Math.min(0, event.clientY - current.startY) : 0;
    if (!current.moving && Math.max(Math.abs(current.offsetX), -current.offsetY) < DRAG_START_PX) {
      return;
    }
    if (!current.moving) {
      current.moving = true;
      event.currentTarget.setPointerCapture(event.pointerId);
    }
    showOffset(parts(), current.offsetX, current.offsetY, true);
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
    const direction = canVote ? swipeDirectionFor(ended.offsetX, ended.offsetY, canLove) : undefined;
    if (direction) {
      // The card leaves from where the hand let go, stamp and all.
      onSwipe(direction);
      return;
    }
    showOffset(parts(), 0, 0, false);
  };

  useEffect(() => {
    const leaving: CardParts = {
      card: cardRef.current,
      like: likeRef.current,
      nope: nopeRef.current,
      love: loveRef.current,
    };
    if (position !== 'leaving' || !exitTo || !leaving.card) {
      return;
    }
    const flyOut = [
      { opacity: 1, offset: OPAQUE_SHARE },
      { transform: flownTo(leaving.card, exitTo), opacity: 0 },
    ];
    const options: KeyframeAnimationOptions = {
      duration: CARD_TRANSITION_MS,
      easing: EASING,
      fill: 'forwards',
    };
    const stamp = { right: leaving.like, left: leaving.nope, up: leaving.love, down: null }[exitTo];
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
      showOffset(leaving, 0, 0, false);
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
        { transform: flownTo(card, enterFrom), opacity: 0 },
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
      className={`absolute inset-0 touch-none select-none overflow-hidden rounded-3xl border border-line bg-surface shadow-card transition-[transform,translate,scale] duration-400 ease-[cubic-bezier(0.22,1,0.36,1)] ${placement}`}
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
          <span
            ref={loveRef}
            aria-hidden="true"
            style={{ opacity: 0 }}
            className="pointer-events-none absolute left-1/2 top-16 z-10 -translate-x-1/2 rounded-xl border-4 border-like bg-like-soft px-3 py-1 text-3xl font-black tracking-widest text-like transition-opacity duration-400"
            data-testid="stamp-love"
          >
            {t('swipe.stampLove')}
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
