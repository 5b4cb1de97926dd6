import { useTranslation } from 'react-i18next';
import { ComingSoon } from '../../components/ui/coming-soon';

export function TogetherScreen() {
  const { t } = useTranslation();
  return <ComingSoon title={t('together.title')} />;
}
