import { ShareIcon } from '../../components/ui/icons';
import { useTranslation } from '../../i18n/use-translation';
import { shareLink } from '../../platform/share';

/** Shares the page's link: the share sheet, else the link is copied and 'Link copied to clipboard' alerted. */
export function ShareButton({ name }: { name: string }) {
  const { t } = useTranslation();
  const share = async () => {
    const result = await shareLink(t('app.name'), window.location.href);
    if (result === 'copied') {
      window.alert(t('name.linkCopied'));
    }
  };
  return (
    <button
      type="button"
      aria-label={t('name.shareName', { name })}
      onClick={() => void share()}
      className="flex size-11 shrink-0 items-center justify-center rounded-full text-ink-muted transition-colors hover:bg-surface-2 hover:text-ink"
    >
      <ShareIcon />
    </button>
  );
}
