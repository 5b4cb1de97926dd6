import type { Place } from '@name-swiper/contract/constants';
import type { CardLine } from '@name-swiper/contract/one-in';
import type { Gender } from '@name-swiper/contract/constants';
import { Link } from 'wouter';
import { GenderIcon } from '../../components/ui/gender-badge';
import { cardLineText } from '../../components/ui/one-in-text';
import { useParentPlaces } from '../../components/ui/parent-places';
import { placeList } from '../../components/ui/place-list';
import { useTranslation } from '../../i18n/use-translation';

export interface RowName {
  id: string;
  name: string;
  gender: Gender;
  popularIn: readonly Place[];
  oneIn?: CardLine;
}

/** How common the name is for this parent: its "1 in N", else where it is popular, else that it is not given there. */
function Popularity({ namesake }: { namesake: RowName }) {
  const { t } = useTranslation();
  const places = useParentPlaces(namesake.popularIn);
  if (namesake.oneIn) {
    return <>{cardLineText(t, namesake.oneIn)}</>;
  }
  return (
    <>
      {places.length > 0
        ? t('swipe.popularIn', { places: placeList(t, places.slice(0, 3)) })
        : t('namesakes.notGiven')}
    </>
  );
}

/** One name to name a child after someone: why it is one, how common it is, and one tap to put it first. */
export function NamesakeRow({
  namesake,
  why,
  listed,
  pending,
  onPick,
}: {
  namesake: RowName;
  why: string;
  listed: boolean;
  pending: boolean;
  onPick: () => void;
}) {
  const { t } = useTranslation();
  return (
    <li
      className="flex flex-wrap items-center gap-x-3 gap-y-2 rounded-2xl border border-line bg-surface p-3"
      data-testid="namesake"
    >
      <GenderIcon gender={namesake.gender} />
      <div className="flex min-w-0 flex-1 basis-40 flex-col">
        <Link
          to={`/name/${encodeURIComponent(namesake.name)}`}
          className="font-name text-2xl font-bold hover:underline"
        >
          {namesake.name}
        </Link>
        <span className="text-sm" data-testid="namesake-why">
          {why}
        </span>
        <span className="text-sm text-ink-muted" data-testid="namesake-popularity">
          <Popularity namesake={namesake} />
        </span>
      </div>
      {listed ? (
        <span className="ml-auto rounded-full bg-like-soft px-3 py-1 text-sm font-bold text-like">
          {t('namesakes.added')}
        </span>
      ) : (
        <button
          type="button"
          className="ml-auto min-h-11 rounded-2xl border-2 border-line px-4 font-bold hover:bg-surface-2 disabled:opacity-50"
          aria-label={t('namesakes.addName', { name: namesake.name })}
          disabled={pending}
          onClick={onPick}
        >
          {t('namesakes.add')}
        </button>
      )}
    </li>
  );
}
