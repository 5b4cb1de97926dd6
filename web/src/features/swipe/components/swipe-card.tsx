import { SWIPE_THRESHOLD_PX } from '@name-swiper/contract/constants';
import type { PanInfo } from 'motion/react';
import { animate, motion, useIsPresent, useMotionValue, useReducedMotion, useTransform } from 'motion/react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { SwipeDirection } from '../../../stores/undo-history-store';

export interface ExitInfo {
  key: string | undefined;
  direction: SwipeDirection | undefined;
}

const FLY_OUT_PX = 520;
const TRANSITION_S = 0.4;

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

interface SwipeCardProps {
  cardKey: string;
  position: 'current' | 'next';
  enterFrom: SwipeDirection | undefined;
  onSwipe: (direction: SwipeDirection) => void;
  label: string;
  children: ReactNode;
}

/** One physical card: tilts while dragged, fades in a LIKE / NOPE stamp, flies out the side it leaves by. */
export function SwipeCard({ cardKey, position, enterFrom, onSwipe, label, children }: SwipeCardProps) {
  const { t } = useTranslation();
  const x = useMotionValue(0);
  const rotate = useTransform(x, [-240, 0, 240], [-14, 0, 14]);
  const likeOpacity = useTransform(x, [0, SWIPE_THRESHOLD_PX], [0, 1]);
  const nopeOpacity = useTransform(x, [-SWIPE_THRESHOLD_PX, 0], [1, 0]);
  const isPresent = useIsPresent();
  const reducedMotion = useReducedMotion();
  const onTop = position === 'current';
  const isCurrent = onTop && isPresent;

  const onDragEnd = (_event: unknown, info: PanInfo) => {
    const direction = swipeDirectionFor(info.offset.x);
    if (direction) {
      onSwipe(direction);
      return;
    }
    // prefers-reduced-motion: no spring back, the card is simply in place again.
    if (reducedMotion) {
      x.set(0);
      return;
    }
    void animate(x, 0, { type: 'spring', stiffness: 500, damping: 35 });
  };

  return (
    <motion.article
      aria-label={label}
      aria-hidden={!isCurrent}
      data-testid={isPresent ? `${position}-card` : 'leaving-card'}
      data-card-key={cardKey}
      className={`absolute inset-0 touch-pan-y select-none overflow-hidden rounded-3xl border border-line bg-surface shadow-card ${isCurrent ? 'z-10 cursor-grab active:cursor-grabbing' : isPresent ? 'z-0' : 'pointer-events-none z-20'}`}
      style={{ x, rotate }}
      drag={isCurrent ? 'x' : false}
      dragMomentum={false}
      onDragEnd={onDragEnd}
      initial={enterFrom ? { x: enterFrom === 'right' ? FLY_OUT_PX : -FLY_OUT_PX, opacity: 0 } : false}
      animate={onTop ? { scale: 1, y: 0, opacity: 1, x: 0 } : { scale: 0.95, y: 30, opacity: 0.6 }}
      variants={{
        exit: (exit: ExitInfo) =>
          exit.key === cardKey && exit.direction
            ? { x: exit.direction === 'right' ? FLY_OUT_PX : -FLY_OUT_PX, opacity: 0 }
            : { opacity: 0, scale: 0.9 },
      }}
      exit="exit"
      transition={{ duration: TRANSITION_S, ease: [0.22, 1, 0.36, 1] }}
    >
      {onTop && (
        <>
          <motion.span
            aria-hidden="true"
            style={{ opacity: likeOpacity }}
            className="pointer-events-none absolute left-5 top-16 z-10 -rotate-12 rounded-xl border-4 border-like px-3 py-1 text-3xl font-black tracking-widest text-like"
            data-testid="stamp-like"
          >
            {t('swipe.stampLike')}
          </motion.span>
          <motion.span
            aria-hidden="true"
            style={{ opacity: nopeOpacity }}
            className="pointer-events-none absolute right-5 top-16 z-10 rotate-12 rounded-xl border-4 border-dislike px-3 py-1 text-3xl font-black tracking-widest text-dislike"
            data-testid="stamp-nope"
          >
            {t('swipe.stampNope')}
          </motion.span>
        </>
      )}
      {children}
    </motion.article>
  );
}
