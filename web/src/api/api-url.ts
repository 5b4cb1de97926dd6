/** REST base (spec §7.1): same origin `/api` unless the build names another host (native builds). */
export const API_BASE: string = import.meta.env.VITE_API_BASE ?? '/api';

export type QueryValue = string | number | readonly string[] | undefined;

/** An address on the server outside /api (the sign-in start), for the same origin or the build's API host. */
export function serverUrl(path: string): string {
  return new URL(path, new URL(API_BASE, window.location.href)).href;
}

export function buildUrl(path: string, query: Record<string, QueryValue> = {}): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined) {
      continue;
    }
    if (typeof value === 'object') {
      value.forEach((entry) => params.append(key, entry));
    } else {
      params.append(key, String(value));
    }
  }
  const search = params.toString();
  return `${API_BASE}${path}${search ? `?${search}` : ''}`;
}
