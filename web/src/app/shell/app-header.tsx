import { Link } from 'wouter';
import { CardsIcon, MenuIcon } from '../../components/ui/icons';
import { useTranslation } from '../../i18n/use-translation';

const iconButton =
  'flex size-11 items-center justify-center rounded-full text-ink transition-colors hover:bg-surface-2 active:bg-surface-2';

export function AppHeader({ sidebarOpen, onToggleMenu }: { sidebarOpen: boolean; onToggleMenu: () => void }) {
  const { t } = useTranslation();
  return (
    <header className="sticky top-0 z-20 flex items-center justify-between bg-canvas/90 px-2 pt-[env(safe-area-inset-top)] backdrop-blur">
      <button
        type="button"
        className={iconButton}
        aria-label={t('header.openMenu')}
        aria-expanded={sidebarOpen}
        aria-controls="sidebar"
        onClick={onToggleMenu}
      >
        <MenuIcon />
      </button>
      <p className="font-name text-xl font-bold tracking-tight">{t('app.name')}</p>
      <Link to="/baby" className={iconButton} aria-label={t('header.goToSwipe')}>
        <CardsIcon />
      </Link>
    </header>
  );
}
