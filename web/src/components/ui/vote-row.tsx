import type { Gender } from '@name-swiper/contract/constants';
import { Link } from 'wouter';
import { useTranslation } from '../../i18n/use-translation';
import { useLovesLeft } from '../../stores/use-loves-left';
import type { VoteValue } from '../../stores/votes-store';
import { CheersMarks } from './cheers-marks';
import { FullName } from './full-name';
import { GENDER_STYLES } from './gender-badge';
import { CrossIcon, HeartIcon, LoveIcon, MaybeIcon } from './icons';

const GENDER_LABEL_KEYS = { F: 'gender.girlName', M: 'gender.boyName', N: 'gender.unisex' } as const;

export interface VoteRowProps {
  name: string;
  gender: Gender;
  vote: VoteValue | undefined;
  onVote: (vote: VoteValue) => void;
  /** A line under the name, e.g. that the vote was changed. */
  note?: string;
  /** A pill beside the gender label in the alert colour, e.g. that the match is new. */
  mark?: string;
  /** A heart and this text beside the gender label: every member who likes the name loves it (issue 33). */
  lovedMark?: string;
  /** False for a name the catalogue does not hold (a family's own, decision 62): it has no details to link to. */
  linked?: boolean;
  /** The name's id, to show the supporters who like it (decision 90), with the cheers its row came with. */
  nameId?: string;
  cheers?: readonly string[] | undefined;
  /**
   * What the row reads instead of the full name: a match on a name the partners liked in different spellings ("Zoe /
   * Zoë: choose a spelling together", decision 94), linking to the name's page where the spelling is chosen.
   */
  label?: string;
}

/**
 * A voted name (spec §2.5): links to its details; the button of the current vote is highlighted, a love and a maybe
 * among them (issue 33). Love is off while today's loves are given, unless it is the current vote.
 */
export function VoteRow({
  name,
  gender,
  vote,
  onVote,
  note,
  mark,
  lovedMark,
  linked = true,
  nameId,
  cheers,
  label,
}: VoteRowProps) {
  const { t } = useTranslation();
  const canLove = useLovesLeft().left > 0;
  const button = 'flex size-11 items-center justify-center rounded-full border-2 transition-colors';
  return (
    <li
      className="flex flex-wrap items-center gap-x-3 rounded-2xl border border-line bg-surface py-2 pl-4 pr-2"
      data-testid="vote-row"
    >
      <div className="min-w-0 flex-1 basis-32">
        {linked ? (
          <Link
            to={`/name/${encodeURIComponent(name)}`}
            className={`flex min-h-11 items-center py-1 leading-tight hover:underline ${label ? 'text-lg font-semibold' : 'text-xl'}`}
            {...(label ? { 'data-testid': 'choose-spelling' } : {})}
          >
            {label ?? <FullName name={name} />}
          </Link>
        ) : (
          <span className="block py-1 text-xl leading-tight">
            <FullName name={name} />
          </span>
        )}
        <span className={`mt-0.5 inline-block rounded-full px-2 text-xs font-bold ${GENDER_STYLES[gender]}`}>
          {t(GENDER_LABEL_KEYS[gender])}
        </span>
        {mark && (
          <span
            className="ml-2 inline-block rounded-full bg-like px-2 text-xs font-bold text-on-like"
            data-testid="new-match"
          >
            {mark}
          </span>
        )}
        {lovedMark && (
          <span
            className="ml-2 inline-flex items-center gap-0.5 text-xs font-bold text-like"
            data-testid="all-love"
          >
            <HeartIcon className="size-3.5" fill="currentColor" />
            {lovedMark}
          </span>
        )}
        {note && (
          <span className="ml-2 text-xs text-ink-muted" data-testid="vote-change">
            {note}
          </span>
        )}
        {nameId !== undefined && (
          <span className="ml-2 inline-flex">
            <CheersMarks nameId={nameId} listed={cheers} />
          </span>
        )}
      </div>
      {/* Where the row has no room for them beside the name, the buttons go below it. */}
      <div className="ml-auto flex items-center gap-1">
        <button
          type="button"
          aria-label={t('swipe.likeName', { name })}
          aria-pressed={vote === 'like'}
          onClick={() => onVote('like')}
          className={`${button} ${vote === 'like' ? 'border-like bg-like text-on-like' : 'border-line text-ink-muted hover:text-like'}`}
        >
          <HeartIcon className="size-5" fill={vote === 'like' ? 'currentColor' : 'none'} />
        </button>
        <button
          type="button"
          aria-label={t('swipe.loveName', { name })}
          aria-pressed={vote === 'love'}
          disabled={vote !== 'love' && !canLove}
          onClick={() => onVote('love')}
          className={`${button} disabled:opacity-40 ${vote === 'love' ? 'border-like bg-like text-on-like' : 'border-line text-ink-muted hover:text-like'}`}
        >
          <LoveIcon className="size-5" fill={vote === 'love' ? 'currentColor' : 'none'} />
        </button>
        <button
          type="button"
          aria-label={t('swipe.maybeName', { name })}
          aria-pressed={vote === 'maybe'}
          onClick={() => onVote('maybe')}
          className={`${button} ${vote === 'maybe' ? 'border-ink bg-ink text-canvas' : 'border-line text-ink-muted hover:text-ink'}`}
        >
          <MaybeIcon className="size-5" />
        </button>
        <button
          type="button"
          aria-label={t('swipe.dislikeName', { name })}
          aria-pressed={vote === 'dislike'}
          onClick={() => onVote('dislike')}
          className={`${button} ${vote === 'dislike' ? 'border-dislike bg-dislike text-on-dislike' : 'border-line text-ink-muted hover:text-dislike'}`}
        >
          <CrossIcon className="size-5" />
        </button>
      </div>
    </li>
  );
}
