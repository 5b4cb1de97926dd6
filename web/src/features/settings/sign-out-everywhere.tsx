import { useState } from 'react';
import { ApiError } from '../../api/api-client';
import { signOutEverywhere } from '../../api/sign-out-everywhere';
import { secondaryButton } from '../../components/ui/card';
import { useTranslation } from '../../i18n/use-translation';
import { userStore } from '../../stores/user-store';

/**
 * 'Sign out everywhere' (issue 17 §9): the server refuses every token of the account from now on, so this device
 * signs out as well, also when the server already refused its token.
 */
export function SignOutEverywhere({ token }: { token: string }) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);

  const onClick = async () => {
    setBusy(true);
    setFailed(false);
    try {
      await signOutEverywhere(token);
      userStore.signOut();
    } catch (error) {
      if (error instanceof ApiError && error.status === 401) {
        userStore.signOut();
        return;
      }
      console.error('Signing out everywhere failed', error);
      setFailed(true);
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="flex flex-col gap-2">
      <h2 className="text-lg font-bold">{t('settings.signedInDevices')}</h2>
      <p className="text-sm text-ink-muted">{t('settings.signOutEverywhereHint')}</p>
      <button type="button" onClick={() => void onClick()} disabled={busy} className={secondaryButton}>
        {t('settings.signOutEverywhere')}
      </button>
      <p role="status" className="min-h-6 text-sm font-bold text-like">
        {failed ? t('settings.signOutEverywhereFailed') : ''}
      </p>
    </div>
  );
}
