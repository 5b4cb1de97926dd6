import { SwitchRow } from '../components/ui/switch-row';
import { useTranslation } from '../i18n/use-translation';
import { setAdsEnabled } from './ads';
import { useAdsEnabled } from './ads-setting';

/** The one setting that switches every ad off: deck cards and interstitials (remembered on this device). */
export function AdsToggle() {
  const { t } = useTranslation();
  const enabled = useAdsEnabled();
  return (
    <SwitchRow
      label={t('ads.setting')}
      hint={t('ads.settingHint')}
      checked={enabled}
      onChange={setAdsEnabled}
    />
  );
}
