import type { FallbackProps } from 'react-error-boundary';
import { useTranslation } from '../../i18n/use-translation';

/** A screen's code could not be fetched (offline on a first visit, or a new version replaced the files). */
export class ScreenLoadError extends Error {
  override readonly name = 'ScreenLoadError';

  constructor(cause: unknown) {
    super('The screen could not be loaded', { cause });
  }
}

/**
 * What a route shows when its screen fails to load or to render, instead of a blank app. 'Try again' renders the
 * route afresh; a screen whose code failed to arrive needs the page reloaded, as React keeps the failed load.
 */
export function RouteErrorScreen({ error, resetErrorBoundary }: FallbackProps) {
  const { t } = useTranslation();

  const retry = () => {
    if (error instanceof ScreenLoadError) {
      window.location.reload();
      return;
    }
    resetErrorBoundary();
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
