import { useEffect } from 'react';
import { isShortcutKey } from '../../platform/shortcut-keys';
import type { SwipeDirection } from '../../stores/undo-history-store';

/** ← dislikes, → likes, Backspace or U undoes; ignored while typing or with a modifier held. */
export function useSwipeKeys(
  enabled: boolean,
  onSwipe: (direction: SwipeDirection) => void,
  onUndo: () => void,
) {
  useEffect(() => {
    if (!enabled) {
      return;
    }
    const onKeyDown = (event: KeyboardEvent) => {
      if (!isShortcutKey(event)) {
        return;
      }
      if (event.key === 'ArrowLeft' || event.key === 'ArrowRight') {
        event.preventDefault();
        onSwipe(event.key === 'ArrowRight' ? 'right' : 'left');
      } else if (event.key === 'Backspace' || event.key.toLowerCase() === 'u') {
        event.preventDefault();
        onUndo();
      }
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [enabled, onSwipe, onUndo]);
}
