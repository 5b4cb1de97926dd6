import { Link } from 'wouter';
import { AdsToggle } from '../../ads/ads-toggle';
import { useOwnRole } from '../../api/family-roles';
import { ScreenTitle } from '../../components/ui/screen-title';
import { useTranslation } from '../../i18n/use-translation';
import { useDeviceId } from '../../platform/device-id-context';
import { useStore } from '../../stores/use-store';
import { userStore } from '../../stores/user-store';
import { FamilyNamesSection } from './family-names-section';
import { FontPicker } from './font-picker';
import { LanguageSelect } from './language-select';
import { LastNameForm } from './last-name-form';
import { LearnedOrderToggle } from './learned-order-toggle';
import { SiblingsForm } from './siblings-form';
import { SignOutEverywhere } from './sign-out-everywhere';

const card = 'rounded-3xl border border-line bg-surface p-5';

export function SettingsScreen() {
  const { t } = useTranslation();
  const { token } = useStore(userStore);
  const role = useOwnRole(useDeviceId());
  return (
    <section className="flex flex-col gap-4">
      <ScreenTitle>{t('settings.title')}</ScreenTitle>
      {role === 'supporter' ? (
        // The family's last name and own names are the parents' to set (decision 89).
        <p className={`${card} text-ink-muted`} data-testid="parents-decide">
          {t('settings.parentsDecide')}
        </p>
      ) : (
        <>
          <div className={card}>
            <LastNameForm />
          </div>
          <div className={card}>
            <FamilyNamesSection />
          </div>
        </>
      )}
      <Link to="/namesakes" className={`${card} flex flex-col gap-1 hover:bg-surface-2`}>
        <span className="text-lg font-bold">{t('namesakes.link')}</span>
        <span className="text-ink-muted">{t('namesakes.linkText')}</span>
      </Link>
      <div className={card}>
        <SiblingsForm />
      </div>
      <div className={card}>
        <FontPicker />
      </div>
      <div className={card}>
        <LanguageSelect />
      </div>
      <div className={card}>
        <LearnedOrderToggle />
      </div>
      <div className={card}>
        <AdsToggle />
      </div>
      {token !== null && (
        <div className={card}>
          <SignOutEverywhere token={token} />
        </div>
      )}
      <Link to="/credits" className={`${card} flex flex-col gap-1 hover:bg-surface-2`}>
        <span className="text-lg font-bold">{t('credits.link')}</span>
        <span className="text-ink-muted">{t('credits.settingsText')}</span>
      </Link>
    </section>
  );
}
