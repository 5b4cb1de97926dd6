import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, waitFor } from '@testing-library/react';
import { vi } from 'vitest';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { AppRoutes } from '../app/router';
import { DeviceIdContext } from '../platform/device-id-context';

export const TEST_DEVICE_ID = '3f1c1c3e-8f7a-4c1e-9a63-1d2b3c4d5e6f';

/**
 * Renders the whole route table at `path`, without the realtime connection (the tests fake the REST API), once the
 * route's screen has loaded.
 */
export async function renderApp(path: string) {
  const location = memoryLocation({ path, record: true });
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const view = render(
    <QueryClientProvider client={queryClient}>
      <DeviceIdContext value={TEST_DEVICE_ID}>
        <Router hook={location.hook} searchHook={location.searchHook}>
          <AppRoutes />
        </Router>
      </DeviceIdContext>
    </QueryClientProvider>,
  );
  // A lazy screen's first import compiles its modules, which takes seconds on a busy machine.
  await waitFor(
    () => {
      if (view.container.querySelector('[data-screen-loading]')) {
        throw new Error('the screen is still loading');
      }
    },
    { timeout: 10_000 },
  );
  return {
    ...view,
    navigate: location.navigate,
    /** The paths (with their queries) the app went to, the one it is at last; a replaced one is gone. */
    history: () => [...(location.history ?? [])],
    /** The path the app is at now, without its query. */
    currentPath: () => location.history?.at(-1)?.split('?')[0],
  };
}

type Routes = Record<string, unknown | ((url: URL, init?: RequestInit) => unknown)>;

/** A problem+json answer for `fakeApi`, as the server refuses a request. */
export function problemResponse(status: number, code: string, detail: string): Response {
  return Response.json(
    { type: 'about:blank', title: 'Refused', status, detail, code },
    { status, headers: { 'content-type': 'application/problem+json' } },
  );
}

/** Answers fetch calls by path with JSON (or the Response an answer returns); unknown paths get a 404 problem. */
export function fakeApi(routesByPath: Routes) {
  const spy = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(typeof input === 'string' ? input : input.toString(), 'http://localhost');
    const answer = routesByPath[url.pathname];
    if (answer === undefined) {
      return Response.json(
        { type: 'about:blank', title: 'Not Found', status: 404, detail: 'no route', code: 'not-found' },
        { status: 404 },
      );
    }
    const body: unknown = typeof answer === 'function' ? answer(url, init) : answer;
    return body instanceof Response ? body : Response.json(body);
  });
  vi.stubGlobal('fetch', spy);
  return spy;
}
