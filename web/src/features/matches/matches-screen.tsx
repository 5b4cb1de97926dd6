import { useTranslation } from 'react-i18next';
import { ComingSoon } from '../../components/ui/coming-soon';

export function MatchesScreen() {
  const { t } = useTranslation();
  return <ComingSoon title={t('matches.title')} />;
}
