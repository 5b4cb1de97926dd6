import { Link } from 'wouter';
import { Avatar } from '../../components/ui/avatar';
import { SignInIcon } from '../../components/ui/icons';
import { useTranslation } from '../../i18n/use-translation';
import { useStore } from '../../stores/use-store';
import { userStore } from '../../stores/user-store';

/** The profile card at the foot of the sidebar (spec §2.2), linking to /together. */
export function ProfileCard({ onNavigate }: { onNavigate: () => void }) {
  const { t } = useTranslation();
  const { picture, email, name } = useStore(userStore);
  return (
    <Link
      to="/together"
      onClick={onNavigate}
      data-testid="profile-card"
      className="mt-auto flex min-h-14 items-center gap-3 rounded-2xl border border-line p-3 hover:bg-surface-2"
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
