import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, renderApp } from '../../test/render-app';
import { votesStore } from '../../stores/votes-store';

const EMMA = {
  id: 'emma',
  name: 'Emma',
  gender: 'F',
  tags: ['english', 'netherlands'],
  origin: 'Germanic',
  meaning: 'whole, universal',
  popularity: [
    { country: 'nl', firstYear: 1990, counts: [100, 200, 300] },
    { country: 'fr', firstYear: 1990, counts: [10, 20, 30] },
  ],
};

describe('name detail', () => {
  afterEach(() => {
    votesStore.removeVote('emma');
    vi.restoreAllMocks();
    vi.unstubAllGlobals();
  });

  it('shows a skeleton, then the name, tags, details and the real chart without a watermark', async () => {
    fakeApi({ '/api/names/Emma': EMMA, '/api/votes': [] });
    renderApp('/name/Emma');
    expect(screen.getByTestId('name-skeleton')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 1, name: 'Emma' })).toBeInTheDocument();
    const tags = screen.getByRole('list', { name: 'Categories' });
    expect(within(tags).getByText('English')).toBeInTheDocument();
    expect(within(tags).getByText('Dutch')).toBeInTheDocument();
    expect(screen.getByText('Female')).toBeInTheDocument();
    expect(screen.getByText('Germanic')).toBeInTheDocument();
    expect(screen.getByText('whole, universal')).toBeInTheDocument();
    expect(screen.getByText('Popularity over the years')).toBeInTheDocument();
    const chart = await screen.findByTestId('popularity-chart');
    expect(within(chart).getByRole('button', { name: 'Netherlands' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(within(chart).getByRole('button', { name: 'France' })).toHaveAttribute('aria-pressed', 'false');
    expect(
      within(chart)
        .getAllByTestId('chart-line')
        .map((line) => line.dataset.country),
    ).toEqual(['nl']);
    expect(within(chart).queryByTestId('chart-watermark')).not.toBeInTheDocument();
  });

  it('a name without popularity data shows generated series under the watermark', async () => {
    fakeApi({ '/api/names/Emma': { ...EMMA, popularity: [] }, '/api/votes': [] });
    renderApp('/name/Emma');
    expect(await screen.findByTestId('chart-watermark')).toHaveTextContent('dummydata');
    expect(screen.getByText('Popularity data is coming soon!')).toBeInTheDocument();
  });

  it('Like and Dislike show and change the current vote', async () => {
    fakeApi({ '/api/names/Emma': EMMA, '/api/votes': [] });
    const user = userEvent.setup();
    renderApp('/name/Emma');
    const like = await screen.findByRole('button', { name: 'Like' });
    expect(like).toHaveAttribute('aria-pressed', 'false');
    await user.click(like);
    expect(like).toHaveAttribute('aria-pressed', 'true');
    await user.click(screen.getByRole('button', { name: 'Dislike' }));
    expect(screen.getByRole('button', { name: 'Dislike' })).toHaveAttribute('aria-pressed', 'true');
    expect(like).toHaveAttribute('aria-pressed', 'false');
  });

  it('share copies the link and says so where there is no share sheet', async () => {
    fakeApi({ '/api/names/Emma': EMMA, '/api/votes': [] });
    const user = userEvent.setup();
    const alert = vi.fn();
    vi.stubGlobal('alert', alert);
    renderApp('/name/Emma');
    await user.click(await screen.findByRole('button', { name: 'Share Emma' }));
    await waitFor(() => expect(alert).toHaveBeenCalledWith('Link copied to clipboard'));
    expect(await navigator.clipboard.readText()).toBe(window.location.href);
  });

  it('an unknown name says so', async () => {
    fakeApi({ '/api/votes': [] });
    renderApp('/name/Qwerty');
    expect(await screen.findByText("We don't know this name yet.")).toBeInTheDocument();
  });
});
