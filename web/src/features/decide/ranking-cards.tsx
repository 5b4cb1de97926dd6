import type { DecideState, MemberRanking } from '@name-swiper/contract/decide';
import { Card } from '../../components/ui/card';
import { HeartIcon } from '../../components/ui/icons';
import { useTranslation } from '../../i18n/use-translation';
import { sharedPlaces } from './shared-places';

function Place({ place }: { place: number }) {
  return <span className="w-6 text-right text-sm font-bold text-ink-muted">{place}.</span>;
}

function RankedList({
  ranking,
  names,
  label,
}: {
  ranking: MemberRanking['ranking'];
  names: Map<string, string>;
  label: string;
}) {
  const places = sharedPlaces(ranking.map((ranked) => ranked.ordinal));
  return (
    <ol className="flex flex-col gap-1" aria-label={label}>
      {ranking.map(({ nameId }, index) => (
        <li key={nameId} className="flex items-baseline gap-3">
          <Place place={places[index] ?? index + 1} />
          <span className="font-name text-lg font-bold">{names.get(nameId) ?? nameId}</span>
        </li>
      ))}
    </ol>
  );
}

/** A heart beside a name every member loves (issue 33): seeded first. */
function LovedMark() {
  const { t } = useTranslation();
  return (
    <span className="inline-flex items-center gap-0.5 text-sm font-bold text-like" data-testid="decide-loved">
      <HeartIcon className="size-4" fill="currentColor" />
      {t('matches.allLove')}
    </span>
  );
}

/** How sure our ranking is: nobody has answered, some answers, or every member's answers settle every name. */
function sureness(state: DecideState): 'notRankedYet' | 'firstGuess' | 'settled' {
  if (state.rankings.every((ranking) => ranking.comparisons === 0)) {
    return 'notRankedYet';
  }
  return state.rankings.every((ranking) => ranking.settled) ? 'settled' : 'firstGuess';
}

/**
 * Our ranking: both rankings combined, saying how sure it is (decision 73), with the names to talk about marked.
 * Before any answer the names are listed alphabetically, without places, those every member loves first.
 */
export function OurRankingCard({ state, names }: { state: DecideState; names: Map<string, string> }) {
  const { t } = useTranslation();
  const sure = sureness(state);
  const anyToTalkAbout = state.ours.some((entry) => entry.talkAbout);
  const loved = new Set(state.names.filter((name) => name.loved).map((name) => name.nameId));
  return (
    <Card title={t('decide.ourRanking')}>
      <p className="text-sm text-ink-muted">{t('decide.ourRankingHint')}</p>
      <p className="text-sm font-bold" data-testid="our-ranking-sureness">
        {t(`decide.${sure}`)}
      </p>
      {sure === 'notRankedYet' ? (
        <ul className="flex flex-col gap-1" aria-label={t('decide.ourRanking')} data-testid="our-ranking">
          {state.names.map((name) => (
            <li key={name.nameId} className="flex flex-wrap items-center gap-3 px-3 py-1">
              <span className="font-name text-xl font-bold">{name.name}</span>
              {name.loved && <LovedMark />}
            </li>
          ))}
        </ul>
      ) : (
        <ol className="flex flex-col gap-2" aria-label={t('decide.ourRanking')} data-testid="our-ranking">
          {state.ours.map((entry) => (
            <li
              key={entry.nameId}
              className={`flex flex-wrap items-center gap-3 rounded-2xl px-3 py-2 ${entry.talkAbout ? 'bg-like-soft' : ''}`}
            >
              <Place place={entry.place} />
              <span className="font-name text-xl font-bold">{names.get(entry.nameId) ?? entry.nameId}</span>
              {loved.has(entry.nameId) && <LovedMark />}
              {entry.talkAbout && (
                <span className="ml-auto text-sm italic" data-testid="talk-about">
                  {t('decide.talkAbout')}
                </span>
              )}
            </li>
          ))}
        </ol>
      )}
      {anyToTalkAbout && sure !== 'notRankedYet' && (
        <p className="text-sm text-ink-muted">{t('decide.talkAboutHint')}</p>
      )}
    </Card>
  );
}

/** One member's ranking, how many comparisons it rests on and whether they settle it. */
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
      <p className="flex flex-wrap gap-x-2 text-sm text-ink-muted">
        <span>{t('decide.comparisons', { count: ranking.comparisons })}</span>
        {ranking.comparisons > 0 && (
          <>
            <span aria-hidden="true">·</span>
            <span>{ranking.settled ? t('decide.memberSettled') : t('decide.memberFirstGuess')}</span>
          </>
        )}
      </p>
      {ranking.comparisons === 0 ? (
        <p>{t('decide.noAnswersYet')}</p>
      ) : (
        <RankedList ranking={ranking.ranking} names={names} label={title} />
      )}
    </Card>
  );
}
