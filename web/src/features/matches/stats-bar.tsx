import type { VoteStats } from '@name-swiper/contract/votes';
import { useTranslation } from '../../i18n/use-translation';

/** Your likes, matches and your partner's likes: real numbers from GET /votes/stats, '–' while loading. */
export function StatsBar({ stats }: { stats: VoteStats | undefined }) {
  const { t } = useTranslation();
  const figures = [
    { key: 'likes', label: t('matches.yourLikes'), value: stats?.likes },
    { key: 'matches', label: t('matches.matches'), value: stats?.matches },
    { key: 'partner', label: t('matches.partnerLikes'), value: stats?.partnerLikes },
  ];
  return (
    <dl className="mb-4 grid grid-cols-3 gap-2" data-testid="match-stats">
      {figures.map(({ key, label, value }) => (
        <div
          key={key}
          className={`flex flex-col-reverse items-center rounded-2xl p-3 text-center ${key === 'matches' ? 'bg-like text-on-like' : 'bg-surface'}`}
        >
          {/* Full colour: dimmed with opacity, the label on the like colour fell under 4.5:1 (issue 31). */}
          <dt className={`text-xs font-semibold leading-tight ${key === 'matches' ? '' : 'text-ink-muted'}`}>
            {label}
          </dt>
          <dd className="font-name text-3xl font-extrabold">{value ?? '–'}</dd>
        </div>
      ))}
    </dl>
  );
}
