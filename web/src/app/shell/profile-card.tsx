import { Link } from 'wouter';
import { useAuthProviders } from '../../api/get-auth-providers';
import { Avatar } from '../../components/ui/avatar';
import { SignInIcon } from '../../components/ui/icons';
import { useTranslation } from '../../i18n/use-translation';
import { useStore } from '../../stores/use-store';
import { userStore } from '../../stores/user-store';

/**
 * The profile card at the foot of the sidebar (spec §2.2), linking to /together. Its 'Log in' is offered only where
 * a sign-in provider is configured (decision 77); the providers are asked for once the sidebar first opens.
 */
export function ProfileCard({ open, onNavigate }: { open: boolean; onNavigate: () => void }) {
  const { t } = useTranslation();
  const { picture, email, name } = useStore(userStore);
  const providers = useAuthProviders({ enabled: open }).data?.providers ?? [];
  if (!email && providers.length === 0) {
    return null;
  }
  return (
    <Link
      to="/together"
      onClick={onNavigate}
      data-testid="profile-card"
      className="flex min-h-14 items-center gap-3 rounded-2xl border border-line p-3 hover:bg-surface-2"
    >
      {email ? (
        <Avatar picture={picture} name={name ?? email} className="size-10" />
      ) : (
        <SignInIcon className="size-10 text-ink-muted" />
      )}
      <span className="truncate font-semibold">{email ? (name ?? email) : t('sidebar.logIn')}</span>
    </Link>
  );
}
