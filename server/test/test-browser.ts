import { parseSetCookie, stringifyCookie } from 'cookie';

interface StoredCookie {
  value: string;
  host: string;
  path: string;
}

export interface TestBrowser {
  /** Fetches without following redirects, sending and storing cookies, and answers the Location. */
  redirectOf(url: string): Promise<URL>;
  /** The response itself, for its status and headers. */
  fetch(url: string): Promise<Response>;
}

/**
 * One browser's cookie jar for the sign-in tests' redirect chains: what Set-Cookie stored is sent back to the same
 * host (any port, as browsers do) under its Path, and Max-Age=0 removes it.
 */
export function testBrowser(): TestBrowser {
  const cookies = new Map<string, StoredCookie>();

  const cookieHeader = (url: URL): string => {
    const matching = [...cookies.entries()].filter(
      ([, cookie]) => cookie.host === url.hostname && url.pathname.startsWith(cookie.path),
    );
    return stringifyCookie(Object.fromEntries(matching.map(([name, cookie]) => [name, cookie.value])));
  };

  const store = (url: URL, response: Response) => {
    for (const header of response.headers.getSetCookie()) {
      const cookie = parseSetCookie(header);
      if (cookie.maxAge !== undefined && cookie.maxAge <= 0) {
        cookies.delete(cookie.name);
      } else {
        cookies.set(cookie.name, { value: cookie.value ?? '', host: url.hostname, path: cookie.path ?? '/' });
      }
    }
  };

  const fetchWithCookies = async (url: string) => {
    const target = new URL(url);
    const cookie = cookieHeader(target);
    const response = await fetch(target, { redirect: 'manual', headers: cookie ? { cookie } : {} });
    store(target, response);
    return response;
  };

  return {
    fetch: fetchWithCookies,
    async redirectOf(url) {
      const response = await fetchWithCookies(url);
      const location = response.headers.get('location');
      if (response.status !== 302 || !location) {
        throw new Error(`expected a redirect from ${url}, got ${response.status}: ${await response.text()}`);
      }
      return new URL(location, url);
    },
  };
}
