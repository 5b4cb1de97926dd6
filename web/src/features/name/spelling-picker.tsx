import type { NameDetail, Spelling } from '@name-swiper/contract/names';
import { useLocation } from 'wouter';
import { castVote, retractVote } from '../../api/realtime/voting';
import { useTranslation } from '../../i18n/use-translation';
import { useStore } from '../../stores/use-store';
import { votesStore } from '../../stores/votes-store';

/**
 * The spelling of a name with several (decision 93): each spelling's page, and the device's vote on the name goes
 * with the spelling chosen. Partners who liked Zoe and Zoë choose one here; when one takes the other's, the match is
 * on one spelling.
 */
export function SpellingPicker({ detail }: { detail: NameDetail }) {
  const { t, i18n } = useTranslation();
  const [, navigate] = useLocation();
  useStore(votesStore);
  const others = detail.spellings ?? [];
  if (others.length === 0) {
    return null;
  }
  const spellings: Spelling[] = [detail, ...others].sort((a, b) =>
    a.name.localeCompare(b.name, i18n.language),
  );
  const pick = (picked: Spelling) => {
    if (picked.id === detail.id) {
      return;
    }
    const voted = [detail, ...others].find(
      (spelling) => spelling.id !== picked.id && votesStore.voteOf(spelling.id) !== undefined,
    );
    const vote = voted && votesStore.voteOf(voted.id);
    if (vote) {
      // The vote on the new spelling goes first, so that the match never ends between the two.
      castVote({ id: picked.id, name: picked.name, gender: detail.gender }, vote);
      for (const spelling of [detail, ...others]) {
        if (spelling.id !== picked.id && votesStore.voteOf(spelling.id) !== undefined) {
          retractVote(spelling.id);
        }
      }
    }
    navigate(`/name/${encodeURIComponent(picked.name)}`, { replace: true });
  };
  return (
    <section className="flex flex-col gap-2" aria-labelledby="spelling-title" data-testid="spelling-picker">
      <h2 id="spelling-title" className="text-sm font-bold uppercase tracking-wide text-ink-muted">
        {t('name.spelling')}
      </h2>
      <div className="flex flex-wrap gap-2">
        {spellings.map((spelling) => (
          <button
            key={spelling.id}
            type="button"
            aria-pressed={spelling.id === detail.id}
            aria-label={t('name.spellingPick', { name: spelling.name })}
            onClick={() => pick(spelling)}
            className={`min-h-11 min-w-11 rounded-full border-2 px-4 text-lg font-semibold ${spelling.id === detail.id ? 'border-like bg-like text-on-like' : 'border-line text-ink hover:border-like'}`}
          >
            {spelling.name}
          </button>
        ))}
      </div>
      <p className="text-sm text-ink-muted">{t('name.spellingHint')}</p>
    </section>
  );
}
