import { STORAGE_KEYS } from '@name-swiper/contract/constants';
import { useLocation, useSearch } from 'wouter';
import { serverUrl } from '../../api/api-url';
import { useAuthProviders } from '../../api/get-auth-providers';
import { Avatar } from '../../components/ui/avatar';
import { joinList } from '../../i18n/join-list';
import { Card, primaryButton, secondaryButton } from '../../components/ui/card';
import { useTranslation } from '../../i18n/use-translation';
import { writeSessionItem } from '../../platform/local-storage';
import { openSignIn } from '../../platform/app-links';
import { useStore } from '../../stores/use-store';
import { userStore } from '../../stores/user-store';

/**
 * The login card of spec §2.8: the signed-in profile, or 'Sign up with <provider>' for each configured one. Where no
 * provider is configured, sign-in is not offered at all (decision 77).
 */
export function LoginCard({ deviceId }: { deviceId: string }) {
  const { t } = useTranslation();
  const [pathname] = useLocation();
  const search = useSearch();
  const user = useStore(userStore);
  const { data } = useAuthProviders();

  if (user.email) {
    return (
      <Card>
        <div className="flex items-center gap-4" data-testid="signed-in-user">
          <Avatar picture={user.picture} name={user.name ?? user.email} className="size-14 text-xl" />
          <div className="min-w-0">
            <p className="truncate text-lg font-bold">{user.name ?? user.email}</p>
            <p className="truncate text-sm text-ink-muted">{user.email}</p>
          </div>
        </div>
        <p>{t('together.loggedIn')}</p>
        <button type="button" onClick={() => userStore.signOut()} className={secondaryButton}>
          {t('together.logOut')}
        </button>
      </Card>
    );
  }

  const providers = data?.providers ?? [];
  if (providers.length === 0) {
    return null;
  }
  const names = joinList(
    t,
    providers.map((provider) => provider.name),
    'or',
  );
  const signIn = (key: string) => {
    writeSessionItem(STORAGE_KEYS.preLoginRedirect, search ? `${pathname}?${search}` : pathname);
    void openSignIn(serverUrl(`/oauth2/authorization/${key}?deviceId=${encodeURIComponent(deviceId)}`));
  };

  return (
    <Card title={t('together.logIn')}>
      <p className="text-ink-muted">{t('together.loginHelp', { provider: names })}</p>
      {providers.map((provider) => (
        <button
          key={provider.key}
          type="button"
          onClick={() => signIn(provider.key)}
          className={primaryButton}
        >
          {t('together.signUpWith', { provider: provider.name })}
        </button>
      ))}
    </Card>
  );
}
