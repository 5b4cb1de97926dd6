import type { NameDetail } from '@name-swiper/contract/names';
import { Link } from 'wouter';
import { useName } from '../../../api/get-name';
import { useTranslation } from '../../../i18n/use-translation';
import { useSiblings } from '../../../stores/siblings-store';
import type { SiblingNote } from './sibling-notes';
import { siblingNotes } from './sibling-notes';

function SiblingNoteText({
  note,
  candidate,
  sibling,
}: {
  note: SiblingNote;
  candidate: string;
  sibling: string;
}) {
  const { t } = useTranslation();
  switch (note.kind) {
    case 'same-initial':
      return t('studio.siblingNote.same-initial', { initial: note.initial });
    case 'rhyme':
      return t('studio.siblingNote.rhyme', { candidate, sibling });
    case 'era':
      return t('studio.siblingNote.era', {
        candidate,
        sibling,
        place: t(`place.${note.country}`),
        candidateDecade: note.decades[0],
        siblingDecade: note.decades[1],
      });
  }
}

/** One older child's name beside the candidate, with what stands out about the two together. */
function SiblingRow({ detail, sibling }: { detail: NameDetail; sibling: string }) {
  const { t } = useTranslation();
  const { data: siblingDetail } = useName(sibling);
  const notes = siblingNotes(detail, { name: sibling, popularity: siblingDetail?.popularity });
  return (
    <li className="flex flex-col gap-1 rounded-2xl bg-surface-2 px-4 py-3" data-testid="studio-sibling">
      <p className="font-name text-xl">
        <span className="font-bold">{detail.name}</span> <span className="text-ink-muted">&amp;</span>{' '}
        {sibling}
      </p>
      <ul className="flex flex-col gap-1 text-sm">
        {notes.length === 0 ? (
          <li className="text-ink-muted">{t('studio.siblingsNone')}</li>
        ) : (
          notes.map((note) => (
            <li key={note.kind}>
              <SiblingNoteText note={note} candidate={detail.name} sibling={sibling} />
            </li>
          ))
        )}
      </ul>
    </li>
  );
}

/** The candidate beside each name listed under Settings, or a pointer there when none is. */
export function StudioSiblings({ detail }: { detail: NameDetail }) {
  const { t } = useTranslation();
  const siblings = useSiblings();
  return (
    <div className="flex flex-col gap-2">
      <h3 className="text-sm font-semibold text-ink-muted">{t('studio.siblings')}</h3>
      {siblings.length === 0 ? (
        <p className="text-sm">
          {t('studio.addSiblings')}{' '}
          <Link to="/settings" className="inline-flex min-h-11 items-center font-semibold underline">
            {t('studio.toSettings')}
          </Link>
        </p>
      ) : (
        <ul className="flex flex-col gap-2">
          {siblings.map((sibling) => (
            <SiblingRow key={sibling} detail={detail} sibling={sibling} />
          ))}
        </ul>
      )}
    </div>
  );
}
