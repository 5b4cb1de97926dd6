import { ScreenTitle } from '../../components/ui/screen-title';
import { useTranslation } from '../../i18n/use-translation';
import { useDeviceId } from '../../platform/device-id-context';
import { FamilyCard } from './family-card';
import { InviteLinkPrompt } from './invite-link-prompt';
import { LoginCard } from './login-card';
import { useTogether } from './use-together';
import { YourNameCard } from './your-name-card';

/** Together (spec §2.8): an opened invite link's question, the family, your name, and the optional sign-in. */
export function TogetherScreen() {
  const { t } = useTranslation();
  const deviceId = useDeviceId();
  const together = useTogether(deviceId);
  return (
    <div className="flex flex-col gap-4">
      <ScreenTitle>{t('together.title')}</ScreenTitle>
      <InviteLinkPrompt join={together.join} />
      <FamilyCard {...together} />
      <YourNameCard deviceId={deviceId} />
      <LoginCard deviceId={deviceId} />
    </div>
  );
}
