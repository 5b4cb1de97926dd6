import { CONFETTI } from '@name-swiper/contract/constants';
import { prefersReducedMotion } from '../../components/ui/animation';

/**
 * The match celebration (spec §9): 200 particles, spread 100, from 0.6 of the screen height; none when the user
 * prefers reduced motion. canvas-confetti is loaded on the first match only, so it stays out of the first screen.
 */
export async function burstConfetti(): Promise<void> {
  if (prefersReducedMotion()) {
    return;
  }
  try {
    const { default: confetti } = await import('canvas-confetti');
    // A canvas of our own, hidden from assistive technology: the burst is decoration (the dialog says the match).
    const canvas = document.createElement('canvas');
    canvas.setAttribute('aria-hidden', 'true');
    canvas.style.cssText = 'position:fixed;inset:0;width:100%;height:100%;pointer-events:none;z-index:100';
    document.body.append(canvas);
    // On the main thread: the Content-Security-Policy allows no blob: workers.
    const cannon = confetti.create(canvas, { resize: true, useWorker: false, disableForReducedMotion: true });
    try {
      await cannon({
        particleCount: CONFETTI.particleCount,
        spread: CONFETTI.spread,
        origin: { y: CONFETTI.originY },
        disableForReducedMotion: true,
      });
    } finally {
      canvas.remove();
    }
  } catch (error) {
    console.warn('[match] confetti failed', error);
  }
}
