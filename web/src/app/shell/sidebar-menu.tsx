import type { ComponentType, SVGProps } from 'react';
import { Link, useLocation } from 'wouter';
import { useVoteStats } from '../../api/get-vote-stats';
import { CardsIcon, HistoryIcon, PeopleIcon, SettingsIcon, SparkIcon } from '../../components/ui/icons';
import { useTranslation } from '../../i18n/use-translation';
import { useDeviceId } from '../../platform/device-id-context';
import { useStore } from '../../stores/use-store';
import { isLikeValue, votesStore } from '../../stores/votes-store';
import { MenuBadge } from './menu-badge';
import { useNewMatches } from './use-new-matches';

interface MenuItem {
  /** The paths that show this screen; the first is the link's. */
  paths: readonly string[];
  labelKey: 'nav.swipe' | 'nav.votes' | 'nav.matches' | 'nav.together' | 'nav.settings';
  icon: ComponentType<SVGProps<SVGSVGElement>>;
}

const MENU: MenuItem[] = [
  { paths: ['/baby', '/'], labelKey: 'nav.swipe', icon: CardsIcon },
  { paths: ['/history'], labelKey: 'nav.votes', icon: HistoryIcon },
  { paths: ['/matches'], labelKey: 'nav.matches', icon: SparkIcon },
  { paths: ['/together'], labelKey: 'nav.together', icon: PeopleIcon },
  { paths: ['/settings'], labelKey: 'nav.settings', icon: SettingsIcon },
];

function LikesBadge() {
  const { t } = useTranslation();
  // A love counts as a like here too (issue 33).
  const likes = useStore(votesStore).filter((vote) => isLikeValue(vote.vote)).length;
  if (likes === 0) {
    return null;
  }
  return <MenuBadge text={String(likes)} label={t('nav.likesCount', { count: likes })} />;
}

/**
 * '?' until the count is known, nothing at zero; the number of matches, or while some are new since Matches was
 * last open, that number in the alert colour.
 */
function MatchesBadge() {
  const { t } = useTranslation();
  const { data: stats } = useVoteStats(useDeviceId());
  const matches = stats?.matches;
  const fresh = Math.min(useNewMatches(), matches ?? 0);
  if (matches === undefined) {
    return <MenuBadge text="?" label={t('nav.matchesUnknown')} />;
  }
  if (matches === 0) {
    return null;
  }
  if (fresh > 0) {
    return <MenuBadge text={String(fresh)} label={t('nav.newMatches', { count: matches, fresh })} alert />;
  }
  return <MenuBadge text={String(matches)} label={t('nav.matchesCount', { count: matches })} />;
}

/** Swipe, Votes (local like count), Matches (match count, '?' until known), Together, Settings. */
export function SidebarMenu({ onNavigate }: { onNavigate: () => void }) {
  const { t } = useTranslation();
  const [pathname] = useLocation();

  return (
    <ul className="flex flex-col gap-1">
      {MENU.map(({ paths, labelKey, icon: MenuIcon }) => {
        const [path = '/'] = paths;
        const current = paths.includes(pathname);
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
              {path === '/history' && <LikesBadge />}
              {path === '/matches' && <MatchesBadge />}
            </Link>
          </li>
        );
      })}
    </ul>
  );
}
