import { copyText } from './clipboard';

export type ShareResult = 'shared' | 'copied' | 'failed';

/** Native share sheet where available, else the link is copied (spec §1, §7.4). Failures are swallowed. */
export async function shareLink(title: string, url: string): Promise<ShareResult> {
  if (typeof navigator.share === 'function') {
    try {
      await navigator.share({ title, url });
      return 'shared';
    } catch {
      return 'failed';
    }
  }
  return (await copyText(url)) ? 'copied' : 'failed';
}
