import { Link } from 'wouter';
import { ScreenTitle } from '../../components/ui/screen-title';
import { useTranslation } from '../../i18n/use-translation';
import { useDeviceId } from '../../platform/device-id-context';
import { FamilyCard } from './family-card';
import { InviteLinkPrompt } from './invite-link-prompt';
import { LoginCard } from './login-card';
import { useTogether } from './use-together';
import { YourNameCard } from './your-name-card';

/**
 * Together (spec §2.8): an opened invite link's question, the family, the way to name a child after someone
 * (decision 97), your name, and the optional sign-in.
 */
export function TogetherScreen() {
  const { t } = useTranslation();
  const deviceId = useDeviceId();
  const together = useTogether(deviceId);
  return (
    <div className="flex flex-col gap-4">
      <ScreenTitle>{t('together.title')}</ScreenTitle>
      <InviteLinkPrompt join={together.join} />
      <FamilyCard {...together} />
      <Link
        to="/namesakes"
        className="flex flex-col gap-1 rounded-3xl border border-line bg-surface p-5 hover:bg-surface-2"
      >
        <span className="text-lg font-bold">{t('namesakes.link')}</span>
        <span className="text-ink-muted">{t('namesakes.linkText')}</span>
      </Link>
      <YourNameCard deviceId={deviceId} />
      <LoginCard deviceId={deviceId} />
    </div>
  );
}
