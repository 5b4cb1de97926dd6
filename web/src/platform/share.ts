import { copyText } from './clipboard';
import { isNativePlatform } from './platform';

export type ShareResult = 'shared' | 'copied' | 'failed';

async function shareWith(share: () => Promise<unknown>): Promise<ShareResult> {
  try {
    await share();
    return 'shared';
  } catch {
    return 'failed';
  }
}

/**
 * The device's share sheet (spec §1 Share, §7.4): the native one in the apps, the Web Share API in a browser that
 * has it; elsewhere the link is copied. Failures (and a dismissed sheet) are swallowed.
 */
export async function shareLink(title: string, url: string): Promise<ShareResult> {
  if (isNativePlatform()) {
    return shareWith(async () => {
      const { Share } = await import('@capacitor/share');
      return Share.share({ title, url, dialogTitle: title });
    });
  }
  if (typeof navigator.share === 'function') {
    return shareWith(() => navigator.share({ title, url }));
  }
  return (await copyText(url)) ? 'copied' : 'failed';
}
