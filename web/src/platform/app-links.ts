import { isNativePlatform } from './platform';

/** The apps' URL scheme: the server sends a native sign-in back to `nameswiper://login-success?token=…`. */
export const APP_URL_SCHEME = 'nameswiper';

/** The sign-in start URL as this platform needs it: the apps ask the server to return through the app scheme. */
export function signInUrlForPlatform(url: string): string {
  if (!isNativePlatform()) {
    return url;
  }
  const withReturn = new URL(url, window.location.href);
  withReturn.searchParams.set('client', 'app');
  return withReturn.href;
}

/**
 * Opens the identity provider's sign-in page (spec §4 Login). A browser goes there itself and comes back to
 * /login-success; the apps open it in the system browser (providers refuse embedded WebViews) and come back
 * through the app scheme, which {@link listenForAppLinks} routes.
 */
export async function openSignIn(url: string): Promise<void> {
  const target = signInUrlForPlatform(url);
  if (isNativePlatform()) {
    const { Browser } = await import('@capacitor/browser');
    await Browser.open({ url: target });
    return;
  }
  window.location.assign(target);
}

/** The in-app path for an app-scheme URL (`nameswiper://login-success?token=t` → `/login-success?token=t`). */
export function appLinkPath(url: string): string | undefined {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return undefined;
  }
  if (parsed.protocol !== `${APP_URL_SCHEME}:`) {
    return undefined;
  }
  // nameswiper://login-success?… parses with host login-success; nameswiper:///login-success?… with a path.
  const path = `/${[parsed.host, parsed.pathname.replace(/^\/+/, '')].filter(Boolean).join('/')}`;
  return `${path}${parsed.search}`;
}

/**
 * In the apps, routes links opened through the app scheme (the sign-in's return) inside the app and closes the
 * system browser; in a browser there is nothing to listen to. Returns the unsubscribe.
 */
export function listenForAppLinks(navigate: (path: string) => void): () => void {
  if (!isNativePlatform()) {
    return () => undefined;
  }
  const handle = import('@capacitor/app').then(({ App }) =>
    App.addListener('appUrlOpen', ({ url }) => {
      const path = appLinkPath(url);
      if (path) {
        void import('@capacitor/browser').then(({ Browser }) => Browser.close()).catch(() => undefined);
        navigate(path);
      }
    }),
  );
  return () => {
    void handle.then((listener) => listener.remove());
  };
}
