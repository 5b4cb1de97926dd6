import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { realtimeClient } from '../../api/realtime/realtime-client';
import { changeLanguage } from '../../i18n/i18n';
import { LEARNED_ORDER_KEY, learnedOrderSetting } from '../../stores/learned-order-store';
import { preferencesStore } from '../../stores/preferences-store';
import { fakeApi, renderApp } from '../../test/render-app';

const LIA = {
  id: 'lia',
  name: 'Lia',
  gender: 'F',
  tags: ['italian'],
  popularIn: ['it'],
  originLanguages: [],
  because: ['Sofia', 'Mila'],
};
const OSCAR = { id: 'oscar', name: 'Oscar', gender: 'M', tags: [], popularIn: ['ew'], originLanguages: [] };

beforeEach(() => realtimeClient.connected.set(true));
afterEach(async () => {
  realtimeClient.connected.set(false);
  learnedOrderSetting.set(true);
  vi.unstubAllGlobals();
  await act(() => changeLanguage('en'));
});

const deckRequests = (api: ReturnType<typeof fakeApi>) =>
  api.mock.calls.map(([input]) => String(input)).filter((url) => url.includes('/names/unvoted?'));

describe('why this name (decision 64)', () => {
  it('a learned card names the likes it resembles, in English and in Dutch; another card says nothing', async () => {
    fakeApi({ '/api/names/unvoted': [LIA, OSCAR], '/api/votes': [] });
    preferencesStore.setSelectedTags(['because-en-nl']);
    await renderApp('/baby');
    const card = within(await screen.findByTestId('current-card'));
    expect(await card.findByText('Like Sofia and Mila', {}, { timeout: 5000 })).toBeInTheDocument();
    await act(() => changeLanguage('nl'));
    expect(await card.findByText('Zoals Sofia en Mila')).toBeInTheDocument();
    expect(within(screen.getByTestId('next-card')).queryByTestId('card-because')).not.toBeInTheDocument();
  });
});

describe('the learned order setting', () => {
  it('is on at first, and off it is remembered on the device and asks for plain popularity order', async () => {
    const api = fakeApi({ '/api/names/unvoted': [OSCAR], '/api/votes': [] });
    preferencesStore.setSelectedTags(['learn-setting']);
    await renderApp('/settings');
    const learn = screen.getByRole('switch', { name: /Learn from my votes/ });
    expect(learn).toBeChecked();
    expect(
      screen.getByText(/After your first 20 votes, most cards are names like the ones you liked/),
    ).toBeInTheDocument();
    fireEvent.click(learn);
    expect(learn).not.toBeChecked();
    expect(window.localStorage.getItem(LEARNED_ORDER_KEY)).toBe('false');
    await act(() => changeLanguage('nl'));
    expect(screen.getByRole('switch', { name: /Leren van mijn keuzes/ })).not.toBeChecked();
    expect(screen.getByText(/Uit: de populairste namen eerst/)).toBeInTheDocument();

    await renderApp('/baby');
    await waitFor(() => expect(deckRequests(api).at(-1)).toContain('learn=false'), { timeout: 5000 });
  });

  it('on, the deck request leaves the order to the server, and switching deals a new deck', async () => {
    const api = fakeApi({ '/api/names/unvoted': [OSCAR], '/api/votes': [] });
    preferencesStore.setSelectedTags(['learn-switch']);
    await renderApp('/baby');
    await waitFor(() => expect(deckRequests(api).length).toBeGreaterThan(0), { timeout: 5000 });
    expect(deckRequests(api).every((url) => !url.includes('learn='))).toBe(true);
    act(() => learnedOrderSetting.set(false));
    await waitFor(() => expect(deckRequests(api).at(-1)).toContain('learn=false'), { timeout: 5000 });
  });
});
