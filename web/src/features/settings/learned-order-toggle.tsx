import { SwitchRow } from '../../components/ui/switch-row';
import { useTranslation } from '../../i18n/use-translation';
import { learnedOrderSetting } from '../../stores/learned-order-store';
import { useStore } from '../../stores/use-store';

/** On: after the first votes the deck deals names like the liked ones; off: plain popularity order. */
export function LearnedOrderToggle() {
  const { t } = useTranslation();
  const learn = useStore(learnedOrderSetting);
  return (
    <SwitchRow
      label={t('settings.learnedOrder')}
      hint={t('settings.learnedOrderHint')}
      checked={learn}
      onChange={(on) => learnedOrderSetting.set(on)}
    />
  );
}
