import type { ComponentType, SVGProps } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { useVoteStats } from '../../api/get-vote-stats';
import { CardsIcon, HistoryIcon, PeopleIcon, SettingsIcon, SparkIcon } from '../../components/ui/icons';
import { useDeviceId } from '../../platform/device-id-context';
import { useStore } from '../../stores/create-store';
import { votesStore } from '../../stores/votes-store';

interface MenuItem {
  path: string;
  labelKey: 'nav.swipe' | 'nav.votes' | 'nav.matches' | 'nav.together' | 'nav.settings';
  icon: ComponentType<SVGProps<SVGSVGElement>>;
}

const MENU: MenuItem[] = [
  { path: '/baby', labelKey: 'nav.swipe', icon: CardsIcon },
  { path: '/history', labelKey: 'nav.votes', icon: HistoryIcon },
  { path: '/matches', labelKey: 'nav.matches', icon: SparkIcon },
  { path: '/together', labelKey: 'nav.together', icon: PeopleIcon },
  { path: '/settings', labelKey: 'nav.settings', icon: SettingsIcon },
];

function Badge({ text, label }: { text: string; label: string }) {
  return (
    <span
      aria-label={label}
      className="ml-auto min-w-7 rounded-full bg-like px-2 py-0.5 text-center text-sm font-bold text-on-like"
    >
      {text}
    </span>
  );
}

/** Swipe, Votes (local like count), Matches (match count, '?' until known), Together, Settings. */
export function SidebarMenu({ onNavigate }: { onNavigate: () => void }) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const deviceId = useDeviceId();
  const likes = useStore(votesStore).filter((vote) => vote.vote === 'like').length;
  const { data: stats } = useVoteStats(deviceId);
  const matches = stats ? String(stats.matches) : '?';

  return (
    <ul className="flex flex-col gap-1">
      {MENU.map(({ path, labelKey, icon: MenuIcon }) => {
        const current = pathname === path;
        return (
          <li key={path}>
            <Link
              to={path}
              onClick={onNavigate}
              aria-current={current ? 'page' : undefined}
              className={`flex min-h-12 items-center gap-3 rounded-2xl px-3 text-base font-semibold transition-colors ${current ? 'bg-like-soft text-ink' : 'hover:bg-surface-2'}`}
            >
              <MenuIcon className={current ? 'text-like' : 'text-ink-muted'} />
              {t(labelKey)}
              {path === '/history' && (
                <Badge text={String(likes)} label={t('nav.likesCount', { count: likes })} />
              )}
              {path === '/matches' && (
                <Badge text={matches} label={t('nav.matchesCount', { value: matches })} />
              )}
            </Link>
          </li>
        );
      })}
    </ul>
  );
}
