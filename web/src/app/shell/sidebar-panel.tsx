import { Link } from 'wouter';
import { useTranslation } from '../../i18n/use-translation';
import { ProfileCard } from './profile-card';
import { SidebarMenu } from './sidebar-menu';
import { SidebarSearch } from './sidebar-search';

/** What the sidebar holds under its title: the search, the menu, the profile and the Credits link. */
export default function SidebarPanel({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <>
      <SidebarSearch onSearched={onClose} />
      <SidebarMenu onNavigate={onClose} />
      <div className="mt-auto flex flex-col gap-4">
        <ProfileCard open={open} onNavigate={onClose} />
        <Link
          to="/credits"
          onClick={onClose}
          className="flex min-h-11 items-center justify-center text-sm font-semibold text-ink-muted underline"
        >
          {t('credits.link')}
        </Link>
      </div>
    </>
  );
}
