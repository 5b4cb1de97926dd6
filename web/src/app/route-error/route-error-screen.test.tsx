import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import type { RouteObject } from 'react-router';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../i18n/i18n';
import { routes } from '../router';
import { RouteErrorScreen } from './route-error-screen';

/** A screen that fails to render until `fixed` is set, as a bug that a second attempt gets past. */
const flaky = { fixed: false };
function FlakyScreen() {
  if (!flaky.fixed) {
    throw new Error('render failed');
  }
  return <h1>Recovered</h1>;
}

function renderFlaky() {
  const router = createMemoryRouter([
    { path: '/', element: <FlakyScreen />, errorElement: <RouteErrorScreen /> },
  ]);
  render(
    <I18nextProvider i18n={i18n}>
      <RouterProvider router={router} />
    </I18nextProvider>,
  );
}

describe('route error screen', () => {
  beforeEach(() => {
    flaky.fixed = false;
    // React reports the caught render error on the console; that is the expected outcome here.
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
  });

  afterEach(async () => {
    vi.restoreAllMocks();
    await i18n.changeLanguage('en');
  });

  it.each([
    ['en', 'Something went wrong', 'This screen could not be shown. Please try again.', 'Try again'],
    [
      'nl',
      'Er ging iets mis',
      'Dit scherm kon niet worden getoond. Probeer het nog eens.',
      'Opnieuw proberen',
    ],
  ])(
    'in %s: a screen that throws shows the error and a retry that renders it again',
    async (language, title, text, retry) => {
      await i18n.changeLanguage(language);
      const user = userEvent.setup();
      renderFlaky();

      expect(screen.getByRole('alert')).toHaveTextContent(title);
      expect(screen.getByText(text)).toBeInTheDocument();

      flaky.fixed = true;
      await user.click(screen.getByRole('button', { name: retry }));
      expect(await screen.findByRole('heading', { name: 'Recovered' })).toBeInTheDocument();
      expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    },
  );

  it('guards every route of the app', () => {
    const withoutGuard = (list: RouteObject[]): RouteObject[] =>
      list.flatMap((route) => [
        ...(route.errorElement ? [] : [route]),
        ...withoutGuard(route.children ?? []),
      ]);
    expect(withoutGuard(routes)).toEqual([]);
  });
});
