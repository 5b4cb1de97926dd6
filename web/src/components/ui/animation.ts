export function prefersReducedMotion(): boolean {
  return (
    typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches
  );
}

/**
 * Plays a Web Animation on `element`, or nothing (undefined) where the user prefers reduced motion or the browser
 * cannot animate, so that callers treat both as "already there".
 */
export function playAnimation(
  element: Element,
  keyframes: Keyframe[],
  options: KeyframeAnimationOptions,
): Animation | undefined {
  if (typeof element.animate !== 'function' || prefersReducedMotion()) {
    return undefined;
  }
  return element.animate(keyframes, options);
}
