import { useTranslation } from '../../../i18n/use-translation';
import { useLovesLeft } from '../../../stores/use-loves-left';

/** Says, once today's loves are given, that they are and when the next one is back (decision 85); else nothing. */
export function NoLovesLeft({ id, className }: { id?: string; className?: string }) {
  const { t, i18n } = useTranslation();
  const { left, nextAt } = useLovesLeft();
  if (left > 0) {
    return null;
  }
  const time =
    nextAt === undefined
      ? ''
      : new Date(nextAt).toLocaleTimeString(i18n.language, { hour: '2-digit', minute: '2-digit' });
  return (
    <p id={id} role="status" className={className} data-testid="no-loves-left">
      {t('swipe.noLovesLeft', { time })}
    </p>
  );
}
