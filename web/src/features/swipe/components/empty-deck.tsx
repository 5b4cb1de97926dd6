import { useTranslation } from 'react-i18next';
import { LinkButton } from '../../../components/ui/link-button';

/** 'The name list is empty!' with one clear way out: change the filters. */
export function EmptyDeck() {
  const { t } = useTranslation();
  return (
    <div className="flex flex-1 flex-col items-center justify-center gap-3 rounded-3xl border-2 border-dashed border-line p-8 text-center">
      <p className="text-2xl font-extrabold">{t('swipe.emptyTitle')}</p>
      <p className="text-ink-muted">{t('swipe.emptyText')}</p>
      <LinkButton to="/tags" className="mt-2">
        {t('swipe.emptyAction')}
      </LinkButton>
    </div>
  );
}
