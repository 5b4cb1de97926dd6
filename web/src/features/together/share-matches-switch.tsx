import { shareMatches } from '../../api/family-roles';
import { SwitchRow } from '../../components/ui/switch-row';
import { useTranslation } from '../../i18n/use-translation';

/**
 * "Share our matches with supporters" (decision 91): off by default, a parent switches it for the whole family, and
 * every member's screen follows /user/queue/family-roles.
 */
export function ShareMatchesSwitch({ shared }: { shared: boolean }) {
  const { t } = useTranslation();
  return (
    <SwitchRow
      label={t('together.shareMatches')}
      hint={t('together.shareMatchesHint')}
      checked={shared}
      onChange={shareMatches}
      boxed
    />
  );
}
