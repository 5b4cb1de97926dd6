import type { RefObject } from 'react';
import { useLayoutEffect } from 'react';

/** A word, or the part of a hyphenated name up to and with its hyphen: lines may break after a hyphen. */
const UNBREAKABLE = /[^\s-]+-?|-/g;

/** The width of the widest unbreakable part of the element's text, laid out on one line. */
function widestPart(element: HTMLElement): number {
  const range = document.createRange();
  const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
  let widest = 0;
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    for (const match of (node.textContent ?? '').matchAll(UNBREAKABLE)) {
      range.setStart(node, match.index);
      range.setEnd(node, match.index + match[0].length);
      widest = Math.max(widest, range.getBoundingClientRect().width);
    }
  }
  return widest;
}

/** Sets the font size at which the widest word fits the element's width, or leaves the styled size. */
function fit(element: HTMLElement): void {
  element.style.fontSize = '';
  element.style.whiteSpace = 'nowrap';
  const widest = widestPart(element);
  element.style.whiteSpace = '';
  const available = element.clientWidth;
  if (widest <= available || widest === 0) {
    return;
  }
  const styled = parseFloat(getComputedStyle(element).fontSize);
  // Rounded down to half pixels, so that rounding in the text layout cannot push the word over the edge.
  element.style.fontSize = `${Math.floor((styled * available * 2) / widest) / 2}px`;
}

/**
 * Scales the element's text down just enough that no word has to break (issue 19: "Oluwat/obiloba" at 320 px):
 * names are not dictionary words, so hyphenation cannot split them well. Follows the element's width and the
 * name font arriving.
 */
export function useFitWords(ref: RefObject<HTMLElement | null>, text: string): void {
  useLayoutEffect(() => {
    const element = ref.current;
    // Browsers without ResizeObserver (and test DOMs) keep the styled size; break-words still applies.
    if (!element || typeof ResizeObserver === 'undefined') {
      return;
    }
    let mounted = true;
    const refit = () => {
      if (mounted) {
        fit(element);
      }
    };
    refit();
    let width = element.clientWidth;
    const observer = new ResizeObserver(() => {
      // The fitted size changes the height only; refitting on that would loop.
      if (element.clientWidth !== width) {
        width = element.clientWidth;
        refit();
      }
    });
    observer.observe(element);
    document.fonts.addEventListener('loadingdone', refit);
    void document.fonts.ready.then(refit);
    return () => {
      mounted = false;
      observer.disconnect();
      document.fonts.removeEventListener('loadingdone', refit);
    };
  }, [ref, text]);
}
