import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate, useRouteError } from 'react-router';

/** A screen's code could not be fetched (offline on a first visit, or a new version replaced the files). */
export class ScreenLoadError extends Error {
  override readonly name = 'ScreenLoadError';

  constructor(cause: unknown) {
    super('The screen could not be loaded', { cause });
  }
}

/**
 * What a route shows when its screen fails to load or to render, instead of a blank app. 'Try again' renders the
 * route afresh; a screen whose code failed to arrive needs the page reloaded, as the router keeps the failed load.
 */
export function RouteErrorScreen() {
  const { t } = useTranslation();
  const error = useRouteError();
  const navigate = useNavigate();
  const { pathname, search, hash } = useLocation();

  const retry = () => {
    if (error instanceof ScreenLoadError) {
      window.location.reload();
      return;
    }
    // A new navigation to the same place resets the router's error boundary and renders the screen again.
    void navigate({ pathname, search, hash }, { replace: true });
  };

  return (
    <section
      role="alert"
      className="mx-auto flex max-w-[480px] flex-1 flex-col items-center justify-center gap-4 px-4 py-16 text-center"
    >
      <h1 className="text-2xl font-extrabold">{t('routeError.title')}</h1>
      <p className="text-lg text-ink-muted">{t('routeError.text')}</p>
      <button
        type="button"
        onClick={retry}
        className="flex min-h-12 items-center rounded-full bg-like px-6 font-bold text-on-like"
      >
        {t('routeError.retry')}
      </button>
    </section>
  );
}
