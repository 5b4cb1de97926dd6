import type { Language } from '@name-swiper/contract/constants';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ErrorBoundary } from 'react-error-boundary';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { changeLanguage } from '../../i18n/i18n';
import { fakeApi, renderApp } from '../../test/render-app';
import { RouteErrorScreen } from './route-error-screen';

vi.mock('../../features/credits/credits-screen', () => ({
  CreditsScreen: () => {
    throw new Error('the credits screen failed');
  },
}));

/** A screen that fails to render until `fixed` is set, as a bug that a second attempt gets past. */
const flaky = { fixed: false };
function FlakyScreen() {
  if (!flaky.fixed) {
    throw new Error('render failed');
  }
  return <h1>Recovered</h1>;
}

function renderFlaky() {
  render(
    <ErrorBoundary FallbackComponent={RouteErrorScreen}>
      <FlakyScreen />
    </ErrorBoundary>,
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
    await changeLanguage('en');
  });

  it.each<[Language, string, string, string]>([
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
      await changeLanguage(language);
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

  it('shows a failing screen as the error inside the app, and going elsewhere leaves the error behind', async () => {
    fakeApi({});
    const app = await renderApp('/credits');

    expect(screen.getByRole('heading', { name: 'Something went wrong' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Open menu' })).toBeInTheDocument();

    act(() => app.navigate('/not-a-screen'));
    expect(await screen.findByText("Sorry, we can't find that page.")).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Something went wrong' })).not.toBeInTheDocument();
  });
});
