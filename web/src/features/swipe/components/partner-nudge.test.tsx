import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { changeLanguage } from '../../../i18n/i18n';
import { votesStore } from '../../../stores/votes-store';
import { fakeApi, renderApp } from '../../../test/render-app';
import { NUDGE_AFTER_VOTES } from './partner-nudge-when-due';

const NAMES = ['Emma', 'Noah', 'Mila', 'Liam', 'Sara', 'Finn', 'Ella'].map((name) => ({
  id: name.toLowerCase(),
  name,
  gender: 'N' as const,
  tags: [],
  popularIn: [],
  originLanguages: [],
}));

function voteOnFirst(count: number) {
  act(() => NAMES.slice(0, count).forEach((item) => votesStore.setVote(item, 'like')));
}

describe('the nudge to link a partner', () => {
  let members: string[];
  let api: ReturnType<typeof fakeApi>;
  beforeEach(() => {
    members = ['Anna'];
    api = fakeApi({
      '/api/names/unvoted': NAMES,
      '/api/family': () => ({ members }),
      '/api/votes': [],
      '/api/votes/stats': { likes: 0, partnerLikes: 0, matches: 0 },
    });
  });
  afterEach(async () => {
    NAMES.forEach((item) => votesStore.removeVote(item.id));
    vi.unstubAllGlobals();
    await changeLanguage('en');
  });

  const askedFamily = () => api.mock.calls.some(([input]) => String(input).includes('/api/family'));

  it('comes once after a few votes to a parent alone, leads to Together, and stays away once dismissed', async () => {
    const user = userEvent.setup();
    const first = await renderApp('/baby');
    await screen.findByTestId('current-card');
    voteOnFirst(NUDGE_AFTER_VOTES - 1);
    expect(screen.queryByTestId('partner-nudge')).not.toBeInTheDocument();
    expect(askedFamily()).toBe(false);

    voteOnFirst(NUDGE_AFTER_VOTES);
    const nudge = await screen.findByRole('complementary', { name: 'Made for two' });
    expect(nudge).toHaveTextContent(/link your partner's phone/);
    expect(screen.getByRole('link', { name: 'Link your partner' })).toHaveAttribute('href', '/together');
    await act(() => changeLanguage('nl'));
    expect(screen.getByRole('complementary', { name: 'Gemaakt voor twee' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Niet nu' }));
    expect(screen.queryByTestId('partner-nudge')).not.toBeInTheDocument();
    expect(window.localStorage.getItem('partner-nudge-shown')).toBe('true');

    first.unmount();
    await renderApp('/baby');
    await screen.findByTestId('current-card');
    expect(screen.queryByTestId('partner-nudge')).not.toBeInTheDocument();
  });

  it('is not shown to a parent already linked with a partner', async () => {
    members = ['Anna', 'Bram'];
    await renderApp('/baby');
    await screen.findByTestId('current-card');
    voteOnFirst(NUDGE_AFTER_VOTES + 1);
    await waitFor(() => expect(askedFamily()).toBe(true));
    await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
    expect(screen.queryByTestId('partner-nudge')).not.toBeInTheDocument();
    expect(window.localStorage.getItem('partner-nudge-shown')).toBeNull();
  });
});
