import { useEffect } from 'react';
import { isShortcutKey } from '../../platform/shortcut-keys';

/** ← picks the left name, → the right one; ignored while typing or with a modifier held. */
export function usePickKeys(enabled: boolean, onPick: (side: 'left' | 'right') => void) {
  useEffect(() => {
    if (!enabled) {
      return;
    }
    const onKeyDown = (event: KeyboardEvent) => {
      if (!isShortcutKey(event) || (event.key !== 'ArrowLeft' && event.key !== 'ArrowRight')) {
        return;
      }
      event.preventDefault();
      onPick(event.key === 'ArrowLeft' ? 'left' : 'right');
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [enabled, onPick]);
}
