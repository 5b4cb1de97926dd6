import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { realtimeClient } from '../../api/realtime/realtime-client';
import { fakeRealtime } from '../../test/fake-realtime';
import { fakeApi, renderApp } from '../../test/render-app';

const card = (name: string, gender: 'F' | 'M' | 'N', tags = ['english']) => ({
  id: name.toLowerCase(),
  name,
  gender,
  tags,
  popularIn: ['us'],
  originLanguages: ['la'],
});
const NAMES = ['Emma', 'Noah', 'Mila', 'Liam', 'Sara', 'Finn', 'Ada', 'Bo'].map((name) => card(name, 'F'));
const like = (name: ReturnType<typeof card>, length = 'medium') => ({
  name,
  initial: name.name[0]?.toLowerCase(),
  length,
  eras: ['modern'],
});

const currentName = () =>
  screen.getByTestId('current-card').querySelector('[data-testid="card-name"]')?.textContent;

beforeEach(() => realtimeClient.connected.set(true));
afterEach(() => {
  realtimeClient.connected.set(false);
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe("a partner's fresh like on the swipe screen (decision 74)", () => {
  it('is dealt within a few cards from the queue already held, where the filters would deal it, without saying whose', async () => {
    const api = fakeApi({
      '/api/names/unvoted': NAMES,
      '/api/votes': [],
      '/api/votes/stats': { likes: 0, partnerLikes: 0, matches: 0 },
    });
    const realtime = fakeRealtime();
    await renderApp('/');
    await waitFor(() => expect(currentName()).toBe('Emma'));
    const deckRequests = () =>
      api.mock.calls.filter(([input]) => String(input).includes('/names/unvoted')).length;
    const requestsBefore = deckRequests();

    act(() => {
      realtime.deliver('/user/queue/partner-like', like(card('Hamza', 'M')));
      // Outside the filters (popular in Greece only): never dealt.
      realtime.deliver('/user/queue/partner-like', like(card('Eleni', 'F', ['greek'])));
    });
    expect(deckRequests()).toBe(requestsBefore);
    const seen: string[] = [];
    for (let swipe = 0; swipe < 6; swipe += 1) {
      seen.push(currentName() ?? '');
      fireEvent.keyDown(window, { key: 'ArrowLeft' });
      await waitFor(() => expect(currentName()).not.toBe(seen.at(-1)));
    }
    expect(seen.indexOf('Hamza')).toBeGreaterThan(0);
    expect(seen.indexOf('Hamza')).toBeLessThanOrEqual(3);
    expect(seen).not.toContain('Eleni');
    expect(screen.queryByText(/partner/i)).not.toBeInTheDocument();
  });
});
