import type { RefObject } from 'react';
import { useLayoutEffect } from 'react';

/** The nearest ancestor that lays out lines (not an inline span): its width is the room a line has. */
function lineBoxOf(element: HTMLElement): HTMLElement | null {
  let ancestor = element.parentElement;
  while (ancestor && getComputedStyle(ancestor).display === 'inline') {
    ancestor = ancestor.parentElement;
  }
  return ancestor;
}

/**
 * Shrinks the element's styled size (kept in em, so it follows its parent's size) just enough that its text fits on
 * one line. The element must not wrap (white-space: nowrap) and be at most as wide as its line (max-width: 100%).
 */
function shrink(element: HTMLElement): void {
  element.style.fontSize = '';
  const natural = element.scrollWidth;
  const room = element.clientWidth;
  if (natural <= room || natural === 0) {
    return;
  }
  const parentSize = parseFloat(getComputedStyle(element.parentElement ?? element).fontSize);
  const styledSize = parseFloat(getComputedStyle(element).fontSize);
  // Rounded down, so that rounding in the text layout cannot push the line over the edge.
  element.style.fontSize = `${Math.floor(((styledSize / parentSize) * room * 1000) / natural) / 1000}em`;
}

/**
 * Keeps a one-line text (a last name that must not break, issue 31) inside its line: smaller where the line is too
 * narrow for it, its styled size where it fits. Follows the line's width and the fonts arriving.
 */
export function useShrinkToFit(ref: RefObject<HTMLElement | null>, text: string): void {
  useLayoutEffect(() => {
    const element = ref.current;
    // Browsers without ResizeObserver (and test DOMs) keep the styled size.
    if (!element || typeof ResizeObserver === 'undefined') {
      return;
    }
    let mounted = true;
    const refit = () => {
      if (mounted) {
        shrink(element);
      }
    };
    refit();
    const line = lineBoxOf(element);
    let width = line?.clientWidth;
    const observer = new ResizeObserver(() => {
      // Shrinking changes the line's height only; refitting on that would loop.
      if (line?.clientWidth !== width) {
        width = line?.clientWidth;
        refit();
      }
    });
    if (line) {
      observer.observe(line);
    }
    document.fonts.addEventListener('loadingdone', refit);
    void document.fonts.ready.then(refit);
    return () => {
      mounted = false;
      observer.disconnect();
      document.fonts.removeEventListener('loadingdone', refit);
    };
  }, [ref, text]);
}
