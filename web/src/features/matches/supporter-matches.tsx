import { isFamilyNameId } from '@name-swiper/contract/constants';
import { useFamilyMatches } from '../../api/get-family-matches';
import { castVote } from '../../api/realtime/voting';
import { Skeleton } from '../../components/ui/skeleton';
import { VoteRow } from '../../components/ui/vote-row';
import { useTranslation } from '../../i18n/use-translation';
import { useStore } from '../../stores/use-store';
import { votesStore } from '../../stores/votes-store';

/**
 * A supporter's Matches (decision 91): the parents' matches once a parent shares them, each with the supporter's own
 * vote on it (a like cheers, and changes no match); before that, a line saying the parents have not shared them.
 */
export function SupporterMatches({ deviceId }: { deviceId: string }) {
  const { t } = useTranslation();
  const { data } = useFamilyMatches(deviceId);
  useStore(votesStore);
  if (data === undefined) {
    return <Skeleton className="h-16 rounded-2xl" />;
  }
  if (!data.shared) {
    return (
      <p
        className="rounded-3xl border-2 border-dashed border-line p-8 text-center text-ink-muted"
        data-testid="matches-not-shared"
      >
        {t('matches.notShared')}
      </p>
    );
  }
  return (
    <>
      <p className="mb-4 text-ink-muted">{t('matches.sharedIntro')}</p>
      {data.matches.length === 0 ? (
        <p className="rounded-3xl border-2 border-dashed border-line p-8 text-center text-ink-muted">
          {t('matches.empty')}
        </p>
      ) : (
        <ul className="flex flex-col gap-2" aria-label={t('matches.title')}>
          {data.matches.map((match) => (
            <VoteRow
              key={match.nameId}
              name={match.name}
              gender={match.gender}
              vote={votesStore.voteOf(match.nameId)}
              onVote={(vote) => castVote({ id: match.nameId, name: match.name, gender: match.gender }, vote)}
              linked={!isFamilyNameId(match.nameId)}
            />
          ))}
        </ul>
      )}
    </>
  );
}
