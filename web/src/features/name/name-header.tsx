import type { NameDetail } from '@name-swiper/contract/names';
import { FullName } from '../../components/ui/full-name';
import { PronounceButton } from '../../components/ui/pronounce-button';
import { ShareButton } from './share-button';

/**
 * The full name as large as it fits without breaking a name (FullName), with pronounce and share (spec §2.7). The
 * name is pronounced in the language of where it is most common: the places it is popular in, else its statistics.
 */
export function NameHeader({ detail }: { detail: NameDetail }) {
  const places =
    detail.popularIn.length > 0 ? detail.popularIn : detail.countries.map(({ country }) => country);
  return (
    <header className="mt-2 flex items-start gap-1">
      <h1 className="min-w-0 flex-1 text-5xl leading-tight">
        <FullName name={detail.name} />
      </h1>
      <PronounceButton name={detail.name} places={places} />
      <ShareButton name={detail.name} />
    </header>
  );
}
