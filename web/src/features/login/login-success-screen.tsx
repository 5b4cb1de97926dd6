import { STORAGE_KEYS } from '@name-swiper/contract/constants';
import type { LoginErrorCode } from '@name-swiper/contract/auth';
import { LOGIN_ERROR_CODES } from '@name-swiper/contract/auth';
import { useEffect, useRef } from 'react';
import { useLocation, useSearchParams } from 'wouter';
import { LinkButton } from '../../components/ui/link-button';
import { useTranslation } from '../../i18n/use-translation';
import { readSessionItem } from '../../platform/local-storage';
import { userStore } from '../../stores/user-store';
import { decodeClaims } from './token-claims';

function loginError(value: string | null): LoginErrorCode | null {
  return LOGIN_ERROR_CODES.find((code) => code === value) ?? (value === null ? null : 'login-failed');
}

/** Where the page was before the login started (spec §4 Login), or the start page. */
function returnPath(): string {
  const saved = readSessionItem(STORAGE_KEYS.preLoginRedirect);
  return saved?.startsWith('/') && !saved.startsWith('//') ? saved : '/';
}

/**
 * The login return (spec §2.10): stores the token and its claims, then replaces this entry with the page the user
 * was on. Without a token it logs and goes home; an undecodable token is logged and still redirects. A failed login
 * (`?error=`) says why and offers the way back.
 */
export function LoginSuccessScreen() {
  const { t } = useTranslation();
  const [, navigate] = useLocation();
  const [params] = useSearchParams();
  const error = loginError(params.get('error'));
  const token = params.get('token');
  const handled = useRef(false);

  useEffect(() => {
    if (error !== null || handled.current) {
      return;
    }
    handled.current = true;
    if (!token) {
      console.error('Login callback without a token');
      navigate('/', { replace: true });
      return;
    }
    const claims = decodeClaims(token);
    if (claims === null) {
      console.error('Invalid token');
    }
    userStore.signIn(token, claims);
    navigate(returnPath(), { replace: true });
  }, [error, token, navigate]);

  if (error !== null) {
    return (
      <section className="flex flex-1 flex-col items-center justify-center gap-6 py-16 text-center">
        <p role="alert" className="text-lg font-semibold">
          {t(`errors.${error}`)}
        </p>
        <LinkButton to={returnPath()} replace>
          {t('login.back')}
        </LinkButton>
      </section>
    );
  }
  return <p className="py-16 text-center text-lg">{t('login.loggingIn')}</p>;
}
