import type { VoteFilter } from '@name-swiper/contract/votes';
import { useEffect, useState } from 'react';
import { requestedAtOf, useVotes } from '../../api/get-votes';
import { castVote } from '../../api/realtime/voting';
import { ScreenTitle } from '../../components/ui/screen-title';
import { Skeleton } from '../../components/ui/skeleton';
import { isFamilyNameId } from '@name-swiper/contract/constants';
import { VoteRow } from '../../components/ui/vote-row';
import type { TextKey } from '../../i18n/translation-keys';
import { useTranslation } from '../../i18n/use-translation';
import { useDeviceId } from '../../platform/device-id-context';
import { useStore } from '../../stores/use-store';
import { outbox } from '../../stores/outbox-store';
import type { LocalVote, VoteValue } from '../../stores/votes-store';
import { votesStore } from '../../stores/votes-store';
import { historyOrder } from './history-rows';

type HistoryFilter = Exclude<VoteFilter, 'matches'>;

/** The spec's All / Likes / Dislikes, with issue 33's Maybe before Dislikes. */
const FILTERS: { value: HistoryFilter; labelKey: TextKey }[] = [
  { value: 'all', labelKey: 'history.all' },
  { value: 'likes', labelKey: 'history.likes' },
  { value: 'maybes', labelKey: 'history.maybes' },
  { value: 'dislikes', labelKey: 'history.dislikes' },
];

const WAS: Record<VoteValue, TextKey> = {
  like: 'history.wasLike',
  dislike: 'history.wasDislike',
  love: 'history.wasLove',
  maybe: 'history.wasMaybe',
};

function useChangeNote(): (vote: LocalVote) => string | undefined {
  const { t } = useTranslation();
  return ({ change }) => {
    if (!change) {
      return undefined;
    }
    const from = t(WAS[change.from]);
    return t(change.elsewhere ? 'history.changedElsewhere' : 'history.changedFrom', { from });
  };
}

/** The rows of one chip; its order lives as long as the chip is chosen. */
function HistoryList({ filter }: { filter: HistoryFilter }) {
  const { t } = useTranslation();
  const record = useStore(votesStore);
  const changeNote = useChangeNote();
  const [shown, setShown] = useState<string[]>([]);
  const order = historyOrder(shown, record, filter);
  if (order.join('\n') !== shown.join('\n')) {
    setShown(order);
  }
  const byId = new Map(record.map((vote) => [vote.id, vote]));
  const rows = order.flatMap((id) => byId.get(id) ?? []);
  if (rows.length === 0) {
    return (
      <p className="rounded-3xl border-2 border-dashed border-line p-8 text-center text-ink-muted">
        {t('history.empty')}
      </p>
    );
  }
  return (
    <ul className="flex flex-col gap-2">
      {rows.map((row) => (
        <VoteRow
          key={row.id}
          name={row.name}
          gender={row.gender}
          vote={row.vote}
          note={changeNote(row)}
          linked={!isFamilyNameId(row.id)}
          nameId={row.id}
          onVote={(vote) => castVote(row, vote)}
        />
      ))}
    </ul>
  );
}

/**
 * Votes / History (spec §2.5): the device's own record of its votes, newest first, each vote changeable. It is
 * there offline too; online, the server's list corrects it for every name the server is sure about (changes made
 * on another device of this id included), while votes still on their way keep their local value.
 */
export function HistoryScreen() {
  const { t } = useTranslation();
  const deviceId = useDeviceId();
  const [filter, setFilter] = useState<HistoryFilter>('all');
  const { data, fetchStatus } = useVotes(deviceId, filter);
  const recordSize = useStore(votesStore).length;

  useEffect(() => {
    if (!data) {
      return;
    }
    const unsettled = outbox.unsettledSince(requestedAtOf(data));
    if (filter === 'all') {
      votesStore.replaceWithRemote(data, unsettled);
    } else {
      votesStore.mergeRemote(data, unsettled);
    }
  }, [data, filter]);

  return (
    <section>
      <ScreenTitle>{t('history.title')}</ScreenTitle>
      <div role="group" aria-label={t('history.filterLabel')} className="mb-4 flex flex-wrap gap-2">
        {FILTERS.map(({ value, labelKey }) => (
          <button
            key={value}
            type="button"
            aria-pressed={filter === value}
            onClick={() => setFilter(value)}
            className={`min-h-11 rounded-full border-2 px-3 text-sm font-bold transition-colors ${
              filter === value ? 'border-ink bg-ink text-canvas' : 'border-line bg-surface hover:bg-surface-2'
            }`}
          >
            {t(labelKey)}
          </button>
        ))}
      </div>
      {!data && fetchStatus === 'fetching' && recordSize === 0 ? (
        <div className="flex flex-col gap-2" aria-hidden="true">
          {Array.from({ length: 5 }, (_, index) => (
            <Skeleton key={index} className="h-16 rounded-2xl" />
          ))}
        </div>
      ) : (
        <HistoryList key={filter} filter={filter} />
      )}
    </section>
  );
}
