import { isNativePlatform } from './platform';

/**
 * Copies text to the clipboard: the native clipboard in the apps, the async Clipboard API in a browser. Resolves
 * false when the platform refuses (spec §8: failures are swallowed).
 */
export async function copyText(text: string): Promise<boolean> {
  try {
    if (isNativePlatform()) {
      const { Clipboard } = await import('@capacitor/clipboard');
      await Clipboard.write({ string: text });
    } else {
      await navigator.clipboard.writeText(text);
    }
    return true;
  } catch {
    return false;
  }
}
