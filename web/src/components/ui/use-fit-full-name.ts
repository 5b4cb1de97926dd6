import type { RefObject } from 'react';
import { useLayoutEffect } from 'react';

/** The last name's size beside the first name's: the first name stays the hero. */
export const LAST_NAME_EM = 0.75;

/** The nearest ancestor that lays out lines (not an inline span): its width is the room a line has. */
function lineBoxOf(element: HTMLElement): HTMLElement | null {
  let ancestor = element.parentElement;
  while (ancestor && getComputedStyle(ancestor).display === 'inline') {
    ancestor = ancestor.parentElement;
  }
  return ancestor;
}

/** By how much a part that must stay on one line (nowrap, at most its line's width) has to shrink to fit: 1 if not. */
function fitFactor(part: HTMLElement): number {
  const natural = part.scrollWidth;
  const room = part.clientWidth;
  return natural > room && natural > 0 ? room / natural : 1;
}

// Rounded down, so that rounding in the text layout cannot push a line over the edge.
const roundDown = (em: number) => Math.floor(em * 1000) / 1000;

/**
 * Sizes the two parts of a full name so that each fits on a line of its own: the first name at its styled size or
 * smaller, the last name at three quarters of the first name's or smaller, never larger than the first.
 */
function fit(first: HTMLElement, last: HTMLElement | null): void {
  first.style.fontSize = '';
  const firstScale = roundDown(fitFactor(first));
  if (firstScale < 1) {
    first.style.fontSize = `${firstScale}em`;
  }
  if (last) {
    last.style.fontSize = `${LAST_NAME_EM}em`;
    last.style.fontSize = `${roundDown(LAST_NAME_EM * Math.min(firstScale, fitFactor(last)))}em`;
  }
}

/**
 * Keeps a full name's first and last name whole (issue 31): neither breaks inside, each shrinks just enough where a
 * line of its own is too narrow for it. Follows the line's width and the fonts arriving.
 */
export function useFitFullName(
  firstRef: RefObject<HTMLElement | null>,
  lastRef: RefObject<HTMLElement | null>,
  text: string,
): void {
  useLayoutEffect(() => {
    const first = firstRef.current;
    // Browsers without ResizeObserver (and test DOMs) keep the styled sizes.
    if (!first || typeof ResizeObserver === 'undefined') {
      return;
    }
    let mounted = true;
    const refit = () => {
      if (mounted) {
        fit(first, lastRef.current);
      }
    };
    refit();
    const line = lineBoxOf(first);
    let width = line?.clientWidth;
    const observer = new ResizeObserver(() => {
      // Fitting changes the line's height only; refitting on that would loop.
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
  }, [firstRef, lastRef, text]);
}
