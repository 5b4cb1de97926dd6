import type { DecideState } from '@name-swiper/contract/decide';
import { DECIDE_MAX_NAMES, DECIDE_MIN_NAMES } from '@name-swiper/contract/decide';
import { useCallback, useMemo, useState } from 'react';
import { LinkButton } from '../../components/ui/link-button';
import { ScreenTitle } from '../../components/ui/screen-title';
import { Skeleton } from '../../components/ui/skeleton';
import { useTranslation } from '../../i18n/use-translation';
import { useDeviceId } from '../../platform/device-id-context';
import type { Answer } from '@name-swiper/contract/decide-order';
import { unsettledPairs } from '@name-swiper/contract/decide-order';
import type { Pair } from './choose-pair';
import { choosePair, pairKey } from './choose-pair';
import { DecideDone } from './decide-done';
import { HeadToHead } from './head-to-head';
import { MemberRankingCard, OurRankingCard } from './ranking-cards';
import { useDecideScreen } from './use-decide';

/** My answers: the server's, then those given here since its last state (a pair answered again: the latest). */
function myAnswers(state: DecideState, answeredHere: Pair[]): Answer[] {
  return [
    ...new Map([...state.comparedPairs, ...answeredHere].map((pair) => [pairKey(pair), pair])).values(),
  ];
}

/** The next question from my ranking and my answers; undefined when they put every name in order. */
function nextPair(state: DecideState, answeredHere: Pair[], previous: Pair | undefined): Pair | undefined {
  if (state.names.length < DECIDE_MIN_NAMES) {
    return undefined;
  }
  const mine = state.rankings.find((ranking) => ranking.you)?.ranking ?? [];
  return choosePair(mine, myAnswers(state, answeredHere), previous);
}

function Notice({ text, to, action }: { text: string; to: string; action: string }) {
  return (
    <div className="flex flex-col items-center gap-4 rounded-3xl border-2 border-dashed border-line p-8 text-center">
      <p>{text}</p>
      <LinkButton to={to}>{action}</LinkButton>
    </div>
  );
}

/**
 * Decide (/decide): head-to-head questions about the names the whole family likes, each answer sent to the server,
 * which ranks them with openskill and sends every member the new rankings; then our ranking and each member's.
 * The questions end once my answers put every name in order (decision 73).
 */
export function DecideScreen() {
  const { t } = useTranslation();
  const deviceId = useDeviceId();
  const { state, failed, error, compare } = useDecideScreen(deviceId);
  const [current, setCurrent] = useState<Pair>();
  const [answeredHere, setAnsweredHere] = useState<Pair[]>([]);
  const names = useMemo(() => new Map(state?.names.map((name) => [name.nameId, name.name])), [state]);
  const currentIsValid = current !== undefined && names.has(current[0]) && names.has(current[1]);

  // The first question, and a new one when a name of the question on screen stopped being a match.
  if (state && !currentIsValid) {
    const first = nextPair(state, answeredHere, undefined);
    if (first !== undefined) {
      setCurrent(first);
    }
  }

  const advance = useCallback(
    (shown: Pair, answered: Pair | undefined) => {
      const nowAnswered = answered ? [...answeredHere, answered] : answeredHere;
      setAnsweredHere(nowAnswered);
      setCurrent(state ? nextPair(state, nowAnswered, shown) : undefined);
    },
    [state, answeredHere],
  );

  if (failed) {
    return (
      <div>
        <ScreenTitle>{t('decide.title')}</ScreenTitle>
        <p role="alert">{t('decide.loadFailed')}</p>
      </div>
    );
  }
  if (!state) {
    return (
      <div aria-busy="true">
        <ScreenTitle>{t('decide.title')}</ScreenTitle>
        <Skeleton className="h-56 rounded-3xl" />
      </div>
    );
  }
  const question = currentIsValid ? current : undefined;
  const open = unsettledPairs(
    state.names.map((name) => name.nameId),
    myAnswers(state, answeredHere),
  ).length;
  return (
    <div className="flex flex-col gap-4">
      <ScreenTitle>{t('decide.title')}</ScreenTitle>
      {state.rankings.length < 2 ? (
        <Notice text={t('decide.alone')} to="/together" action={t('matches.goToTogether')} />
      ) : state.names.length < DECIDE_MIN_NAMES ? (
        <Notice text={t('decide.tooFew')} to="/matches" action={t('decide.backToMatches')} />
      ) : (
        <>
          <p className="text-ink-muted">{t('decide.intro')}</p>
          {state.names.length >= DECIDE_MAX_NAMES && (
            <p className="text-ink-muted">{t('decide.capped', { max: DECIDE_MAX_NAMES })}</p>
          )}
          {error && (
            <p role="alert" className="rounded-2xl bg-dislike-soft p-3">
              {t(`errors.${error}`)}
            </p>
          )}
          {open === 0 ? (
            <DecideDone state={state} />
          ) : (
            question && (
              <HeadToHead
                key={pairKey(question)}
                left={{ nameId: question[0], name: names.get(question[0]) ?? question[0] }}
                right={{ nameId: question[1], name: names.get(question[1]) ?? question[1] }}
                onPick={(winner, loser) => {
                  compare(winner.nameId, loser.nameId);
                  advance(question, [winner.nameId, loser.nameId]);
                }}
                onSkip={() => advance(question, undefined)}
                stopRule={t('decide.stopRule', { count: open })}
              />
            )
          )}
          <OurRankingCard state={state} names={names} />
          {state.rankings.map((ranking, index) => (
            <MemberRankingCard key={`${index}-${ranking.member}`} ranking={ranking} names={names} />
          ))}
        </>
      )}
    </div>
  );
}
