import type { VoteFilter } from '@name-swiper/contract/votes';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useVotes } from '../../api/get-votes';
import { castVote } from '../../api/realtime/voting';
import { ScreenTitle } from '../../components/ui/screen-title';
import { Skeleton } from '../../components/ui/skeleton';
import { VoteRow } from '../../components/ui/vote-row';
import { useDeviceId } from '../../platform/device-id-context';
import { useStore } from '../../stores/create-store';
import { outbox } from '../../stores/outbox-store';
import { votesStore } from '../../stores/votes-store';
import { historyRows } from './history-rows';

type HistoryFilter = Exclude<VoteFilter, 'matches'>;

const FILTERS: { value: HistoryFilter; labelKey: 'history.all' | 'history.likes' | 'history.dislikes' }[] = [
  { value: 'all', labelKey: 'history.all' },
  { value: 'likes', labelKey: 'history.likes' },
  { value: 'dislikes', labelKey: 'history.dislikes' },
];

/** Votes / History (spec §2.5): the server's list for the chosen chip, newest first, each vote changeable. */
export function HistoryScreen() {
  const { t } = useTranslation();
  const deviceId = useDeviceId();
  const [filter, setFilter] = useState<HistoryFilter>('all');
  const { data, isPending } = useVotes(deviceId, filter);
  const localVotes = useStore(votesStore);

  useEffect(() => {
    if (!data) {
      return;
    }
    if (filter === 'all') {
      votesStore.replaceWithRemote(data, outbox.pendingNameIds());
    } else {
      votesStore.mergeRemote(data, outbox.pendingNameIds());
    }
  }, [data, filter]);

  const rows = historyRows(data, localVotes, filter);

  return (
    <section>
      <ScreenTitle>{t('history.title')}</ScreenTitle>
      <div role="group" aria-label={t('history.filterLabel')} className="mb-4 flex gap-2">
        {FILTERS.map(({ value, labelKey }) => (
          <button
            key={value}
            type="button"
            aria-pressed={filter === value}
            onClick={() => setFilter(value)}
            className={`min-h-11 rounded-full border-2 px-4 text-sm font-bold transition-colors ${
              filter === value ? 'border-ink bg-ink text-canvas' : 'border-line bg-surface hover:bg-surface-2'
            }`}
          >
            {t(labelKey)}
          </button>
        ))}
      </div>
      {isPending && !data && rows.length === 0 ? (
        <div className="flex flex-col gap-2" aria-hidden="true">
          {Array.from({ length: 5 }, (_, index) => (
            <Skeleton key={index} className="h-16 rounded-2xl" />
          ))}
        </div>
      ) : rows.length === 0 ? (
        <p className="rounded-3xl border-2 border-dashed border-line p-8 text-center text-ink-muted">
          {t('history.empty')}
        </p>
      ) : (
        <ul className="flex flex-col gap-2">
          {rows.map((row) => (
            <VoteRow
              key={row.id}
              name={row.name}
              gender={row.gender}
              vote={votesStore.voteOf(row.id) ?? row.vote}
              onVote={(vote) => castVote(row, vote)}
            />
          ))}
        </ul>
      )}
    </section>
  );
}
