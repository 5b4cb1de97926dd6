import type { IncomingMessage } from 'node:http';

/** Hosts of pages served from the browser's own machine: the Capacitor WebView and the Vite dev server. */
const LOOPBACK_HOSTNAMES = new Set(['localhost', '127.0.0.1', '[::1]']);
const WEB_SCHEMES = new Set(['http:', 'https:']);

/** `scheme://host[:port]` as browsers serialise an origin, or undefined for anything else (including `null`). */
export function normaliseOrigin(value: string): string | undefined {
  if (!URL.canParse(value)) {
    return undefined;
  }
  const url = new URL(value);
  return url.host === '' ? undefined : `${url.protocol}//${url.host}`;
}

function sameHost(origin: URL, host: string | undefined): boolean {
  if (host === undefined || !URL.canParse(`${origin.protocol}//${host}`)) {
    return false;
  }
  return new URL(`${origin.protocol}//${host}`).host === origin.host;
}

function lastEntry(header: string | string[] | undefined): string | undefined {
  const value = Array.isArray(header) ? header.at(-1) : header;
  return value?.split(',').at(-1)?.trim();
}

/**
 * Decides whether a WebSocket upgrade may come from the page its `Origin` names. Allowed: no Origin (native
 * apps and Node clients send none; browsers always do), the host the request was sent to (or the forwarded host
 * when `peerIsTrustedProxy`), the configured origins, and pages on the user's own machine (loopback hosts).
 */
export function createOriginPolicy(
  allowedOrigins: readonly string[],
): (request: IncomingMessage, peerIsTrustedProxy: boolean) => boolean {
  const allowed = new Set(allowedOrigins.flatMap((origin) => normaliseOrigin(origin) ?? []));
  return (request, peerIsTrustedProxy) => {
    const header = request.headers.origin;
    if (header === undefined) {
      return true;
    }
    const origin = normaliseOrigin(header);
    if (origin === undefined) {
      return false;
    }
    if (allowed.has(origin)) {
      return true;
    }
    const url = new URL(origin);
    if (!WEB_SCHEMES.has(url.protocol)) {
      return false;
    }
    const forwardedHost = peerIsTrustedProxy ? lastEntry(request.headers['x-forwarded-host']) : undefined;
    return (
      LOOPBACK_HOSTNAMES.has(url.hostname) ||
      sameHost(url, request.headers.host) ||
      sameHost(url, forwardedHost)
    );
  };
}
