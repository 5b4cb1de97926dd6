import { IncomingMessage, ServerResponse } from 'node:http';
import { Socket } from 'node:net';
import helmet from 'helmet';

/** The WebSocket origin browsers open /api/ws on, for browsers whose 'self' does not cover ws(s): yet. */
function webSocketOrigin(publicUrl: string): string {
  const url = new URL(publicUrl);
  return `${url.protocol === 'https:' ? 'wss:' : 'ws:'}//${url.host}`;
}

/**
 * The Content-Security-Policy of every response. The built web app loads its scripts, styles and fonts from
 * its own origin (Vite inlines small fonts as data: URIs); motion and React set styles at run time, some through
 * <style> elements, hence 'unsafe-inline' for styles only; profile pictures come from the sign-in provider.
 */
export function contentSecurityPolicy(publicUrl: string): Record<string, string[]> {
  return {
    'default-src': ["'self'"],
    'script-src': ["'self'"],
    'script-src-attr': ["'none'"],
    'style-src': ["'self'", "'unsafe-inline'"],
    'font-src': ["'self'", 'data:'],
    'img-src': ["'self'", 'data:', 'https:'],
    'connect-src': ["'self'", webSocketOrigin(publicUrl)],
    'manifest-src': ["'self'"],
    'worker-src': ["'self'"],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'none'"],
  };
}

/** helmet's security headers (nosniff, HSTS, frame and referrer policies, …) with our CSP, as one header object. */
export function securityHeaders(publicUrl: string): Record<string, string> {
  const response = new ServerResponse(new IncomingMessage(new Socket()));
  helmet({
    contentSecurityPolicy: { useDefaults: false, directives: contentSecurityPolicy(publicUrl) },
    frameguard: { action: 'deny' },
  })(response.req, response, () => {});
  return Object.fromEntries(
    Object.entries(response.getHeaders()).map(([name, value]) => [name, String(value)]),
  );
}
