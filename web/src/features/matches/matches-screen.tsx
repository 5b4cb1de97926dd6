import type { FirstQueriesContext } from '../../api/first-queries';
import { useOwnRole } from '../../api/family-roles';
import { familyQuery, useFamily } from '../../api/get-family';
import { useVoteStats } from '../../api/get-vote-stats';
import { castVote } from '../../api/realtime/voting';
import { LinkButton } from '../../components/ui/link-button';
import { ScreenTitle } from '../../components/ui/screen-title';
import { Skeleton } from '../../components/ui/skeleton';
import { DECIDE_MIN_NAMES, isFamilyNameId } from '@name-swiper/contract/constants';
import { VoteRow } from '../../components/ui/vote-row';
import { useTranslation } from '../../i18n/use-translation';
import { useDeviceId } from '../../platform/device-id-context';
import { useStore } from '../../stores/use-store';
import { matchedAtOf, matchesSeenStore } from '../../stores/matches-seen-store';
import { votesStore } from '../../stores/votes-store';
import { StatsBar } from './stats-bar';
import { SupporterMatches } from './supporter-matches';
import { isUnreachable, useMatchList } from './use-match-list';

function SkeletonRows() {
  return (
    <div className="flex flex-col gap-2" aria-hidden="true">
      {Array.from({ length: 3 }, (_, index) => (
        <Skeleton key={index} className="h-16 rounded-2xl" />
      ))}
    </div>
  );
}

/**
 * The names both partners like (spec §2.6), with real stats; alone, the way to the Together page; to a supporter, the
 * parents' matches once shared (decision 91). The list follows
 * vote changes on either partner's device: the server's match-removed and name-approved messages refetch it.
 * Offline it shows the last list the server returned, as far as this device's votes since then allow. Matches
 * made since this device last had Matches open are marked new (decision 58), and a match both love is marked so.
 */
export function MatchesScreen() {
  const { t } = useTranslation();
  const deviceId = useDeviceId();
  const family = useFamily(deviceId);
  const stats = useVoteStats(deviceId);
  const shown = useMatchList(deviceId);
  const { markedAfter } = useStore(matchesSeenStore);

  const role = useOwnRole(deviceId);
  const members = family.data?.members;
  // While the server cannot say who the family is, a match list is listed as partners' (alone it is empty).
  const settled = members !== undefined || (isUnreachable(family) && shown !== undefined);
  return (
    <section>
      <ScreenTitle>{t('matches.title')}</ScreenTitle>
      {!settled ? (
        <SkeletonRows />
      ) : members && members.length <= 1 ? (
        <div className="flex flex-col items-center gap-4 rounded-3xl border-2 border-dashed border-line p-8 text-center">
          <p>{t('matches.addMembersText')}</p>
          <LinkButton to="/together">{t('matches.addMembers')}</LinkButton>
        </div>
      ) : role === 'supporter' ? (
        <SupporterMatches deviceId={deviceId} />
      ) : (
        <>
          <StatsBar stats={stats.data} />
          {shown && shown.length >= DECIDE_MIN_NAMES && (
            <LinkButton to="/decide" className="mb-4 justify-center">
              {t('decide.rankThem')}
            </LinkButton>
          )}
          {shown === undefined ? (
            <SkeletonRows />
          ) : shown.length === 0 ? (
            <p className="rounded-3xl border-2 border-dashed border-line p-8 text-center text-ink-muted">
              {t('matches.empty')}
            </p>
          ) : (
            <ul className="flex flex-col gap-2" aria-label={t('matches.title')}>
              {shown.map((match) => {
                const item = { id: match.nameId, name: match.name, gender: match.gender };
                return (
                  <VoteRow
                    key={match.nameId}
                    name={match.name}
                    gender={match.gender}
                    vote={votesStore.voteOf(match.nameId) ?? 'like'}
                    onVote={(vote) => castVote(item, vote)}
                    linked={!isFamilyNameId(match.nameId)}
                    nameId={match.nameId}
                    cheers={match.cheers}
                    {...(match.spellings
                      ? { label: t('matches.chooseSpelling', { spellings: match.spellings.join(' / ') }) }
                      : {})}
                    {...(matchedAtOf(match) > markedAfter ? { mark: t('matches.new') } : {})}
                    {...(match.allLove ? { lovedMark: t('matches.allLove') } : {})}
                  />
                );
              })}
            </ul>
          )}
        </>
      )}
    </section>
  );
}

/** Opened directly: who the family is (the entry has asked already), so the list or the way to Together shows at once. */
export async function prefetchMatches({ queryClient, deviceId }: FirstQueriesContext): Promise<void> {
  await queryClient.prefetchQuery(familyQuery(deviceId));
}
