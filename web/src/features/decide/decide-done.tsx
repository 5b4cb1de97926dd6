import type { DecideState } from '@name-swiper/contract/decide';
import { useTranslation } from '../../i18n/use-translation';

/** Decide's end for me (decision 73): my answers put every name in order; says whom our ranking still waits for. */
export function DecideDone({ state }: { state: DecideState }) {
  const { t } = useTranslation();
  const waitingFor = state.rankings.find((ranking) => !ranking.you && !ranking.settled);
  return (
    <section
      aria-labelledby="decide-done"
      data-testid="decide-done"
      className="flex flex-col gap-2 rounded-3xl border border-line bg-like-soft p-5 text-center"
    >
      <h2 id="decide-done" className="text-lg font-bold">
        {t('decide.doneTitle')}
      </h2>
      <p>{t('decide.done', { count: state.names.length })}</p>
      {waitingFor && (
        <p className="text-sm">
          {waitingFor.member
            ? t('decide.waitingForPartner', { name: waitingFor.member })
            : t('decide.waitingForYourPartner')}
        </p>
      )}
    </section>
  );
}
