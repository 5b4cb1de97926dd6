import { useEffect } from 'react';
import { isShortcutKey } from '../../platform/shortcut-keys';
import type { SwipeDirection } from '../../stores/undo-history-store';

const ARROWS: Record<string, SwipeDirection> = {
  ArrowLeft: 'left',
  ArrowRight: 'right',
  ArrowUp: 'up',
  ArrowDown: 'down',
};

/**
 * ← dislikes, → likes, ↑ loves (while a love is left), ↓ says maybe, Backspace or U undoes; ignored while typing or
 * with a modifier held.
 */
export function useSwipeKeys(
  enabled: boolean,
  onSwipe: (direction: SwipeDirection) => void,
  onUndo: () => void,
  canLove = false,
) {
  useEffect(() => {
    if (!enabled) {
      return;
    }
    const onKeyDown = (event: KeyboardEvent) => {
      if (!isShortcutKey(event)) {
        return;
      }
      const direction = ARROWS[event.key];
      if (direction) {
        event.preventDefault();
        if (direction !== 'up' || canLove) {
          onSwipe(direction);
        }
      } else if (event.key === 'Backspace' || event.key.toLowerCase() === 'u') {
        event.preventDefault();
        onUndo();
      }
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [enabled, onSwipe, onUndo, canLove]);
}
