import type { FamilyRole } from '@name-swiper/contract/constants';
import { useEffect, useState } from 'react';
import { serverUrl } from '../../api/api-url';
import { secondaryButton } from '../../components/ui/card';
import { useTranslation } from '../../i18n/use-translation';
import { copyText } from '../../platform/clipboard';
import { shareLink } from '../../platform/share';

const COPIED_MS = 2_000;

/**
 * The link that opens Together with the code filled in, on the server that serves the app (web and apps alike),
 * with the inviter's name when it has one, so the question names whose family it is.
 */
export function inviteLink(code: string, from: string | undefined): string {
  const link = new URL(serverUrl('/'));
  link.pathname = '/together';
  link.search = new URLSearchParams(from ? { code, from } : { code }).toString();
  return link.href;
}

/**
 * The code this device received to give away, with Copy and 'Share invite' (a link that carries the code); a
 * supporter's code says so (decision 89).
 */
export function InviteCodePanel({
  code,
  role,
  ownName,
}: {
  code: string;
  role: FamilyRole;
  ownName: string | undefined;
}) {
  const { t } = useTranslation();
  const [copied, setCopied] = useState(false);
  useEffect(() => {
    if (!copied) {
      return undefined;
    }
    const timer = setTimeout(() => setCopied(false), COPIED_MS);
    return () => clearTimeout(timer);
  }, [copied]);
  const copy = async () => setCopied(await copyText(code));
  const share = async () =>
    setCopied((await shareLink(t('together.inviteTitle'), inviteLink(code, ownName))) === 'copied');

  return (
    <div className="flex flex-col gap-3 rounded-2xl bg-like-soft p-4 text-center">
      <p className="text-sm font-semibold">
        {t(role === 'supporter' ? 'together.supporterCode' : 'together.inviteCode')}
      </p>
      <p data-testid="invite-code" className="font-mono text-4xl font-bold tracking-[0.25em] select-all">
        {code}
      </p>
      <p className="text-sm text-ink-muted">
        {t(role === 'supporter' ? 'together.supporterCodeHelp' : 'together.inviteCodeHelp')}
      </p>
      <div className="flex gap-2">
        <button type="button" onClick={() => void copy()} className={`${secondaryButton} flex-1`}>
          {t('together.copyCode')}
        </button>
        <button type="button" onClick={() => void share()} className={`${secondaryButton} flex-1`}>
          {t('common.shareInvite')}
        </button>
      </div>
      <p role="status" className="min-h-5 text-sm font-semibold">
        {copied ? t('common.copied') : ''}
      </p>
    </div>
  );
}
