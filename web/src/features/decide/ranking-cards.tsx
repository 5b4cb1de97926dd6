import type { DecideState, MemberRanking } from '@name-swiper/contract/decide';
import { Card } from '../../components/ui/card';
import { useTranslation } from '../../i18n/use-translation';

function RankedList({
  nameIds,
  names,
  label,
}: {
  nameIds: string[];
  names: Map<string, string>;
  label: string;
}) {
  return (
    <ol className="flex flex-col gap-1" aria-label={label}>
      {nameIds.map((nameId, index) => (
        <li key={nameId} className="flex items-baseline gap-3">
          <span className="w-6 text-right text-sm font-bold text-ink-muted">{index + 1}.</span>
          <span className="font-name text-lg font-bold">{names.get(nameId) ?? nameId}</span>
        </li>
      ))}
    </ol>
  );
}

/** Our ranking: both rankings combined, with the names to talk about marked. */
export function OurRankingCard({ state, names }: { state: DecideState; names: Map<string, string> }) {
  const { t } = useTranslation();
  const anyToTalkAbout = state.ours.some((entry) => entry.talkAbout);
  return (
    <Card title={t('decide.ourRanking')}>
      <p className="text-sm text-ink-muted">{t('decide.ourRankingHint')}</p>
      <ol className="flex flex-col gap-2" aria-label={t('decide.ourRanking')} data-testid="our-ranking">
        {state.ours.map((entry, index) => (
          <li
            key={entry.nameId}
            className={`flex flex-wrap items-center gap-3 rounded-2xl px-3 py-2 ${entry.talkAbout ? 'bg-like-soft' : ''}`}
          >
            <span className="w-6 text-right text-sm font-bold text-ink-muted">{index + 1}.</span>
            <span className="font-name text-xl font-bold">{names.get(entry.nameId) ?? entry.nameId}</span>
            {entry.talkAbout && (
              <span className="ml-auto rounded-full border border-line bg-surface px-3 py-1 text-sm font-bold">
                {t('decide.talkAbout')}
              </span>
            )}
          </li>
        ))}
      </ol>
      {anyToTalkAbout && <p className="text-sm text-ink-muted">{t('decide.talkAboutHint')}</p>}
    </Card>
  );
}

/** One member's ranking and how many comparisons it rests on. */
export function MemberRankingCard({
  ranking,
  names,
}: {
  ranking: MemberRanking;
  names: Map<string, string>;
}) {
  const { t } = useTranslation();
  const title = ranking.you
    ? t('decide.yourRanking')
    : ranking.member
      ? t('decide.partnerRanking', { name: ranking.member })
      : t('decide.yourPartnerRanking');
  return (
    <Card title={title}>
      <p className="text-sm text-ink-muted">{t('decide.comparisons', { count: ranking.comparisons })}</p>
      {ranking.comparisons === 0 ? (
        <p>{t('decide.noAnswersYet')}</p>
      ) : (
        <RankedList nameIds={ranking.ranking.map((ranked) => ranked.nameId)} names={names} label={title} />
      )}
    </Card>
  );
}
