import { useTranslation } from 'react-i18next';

export function LoginSuccessScreen() {
  const { t } = useTranslation();
  return <p className="py-16 text-center text-lg">{t('login.loggingIn')}</p>;
}
