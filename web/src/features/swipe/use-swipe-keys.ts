import { useEffect } from 'react';
import type { SwipeDirection } from '../../stores/undo-history-store';

function isTyping(target: EventTarget | null): boolean {
  return (
    target instanceof HTMLElement &&
    (target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName))
  );
}

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
      if (
        event.defaultPrevented ||
        event.altKey ||
        event.ctrlKey ||
        event.metaKey ||
        isTyping(event.target)
      ) {
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
