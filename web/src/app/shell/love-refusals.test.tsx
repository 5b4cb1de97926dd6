import { act, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeRealtime } from '../../test/fake-realtime';
import { fakeApi, renderApp } from '../../test/render-app';

const SOPHIE = {
  nameId: 'sophie',
  name: 'Sophie',
  approved: true,
  votedAt: '2026-03-01T00:00:00.000Z',
  gender: 'F',
};

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe('a love over the daily allowance (decision 85)', () => {
  it('is shown as the like the server kept once the server says so', async () => {
    let kept = false;
    const api = fakeApi({
      '/api/votes': () => [kept ? SOPHIE : { ...SOPHIE, feeling: 'love' }],
      '/api/votes/stats': { likes: 1, partnerLikes: 0, matches: 0 },
    });
    const realtime = fakeRealtime();
    await renderApp('/history');
    expect(await screen.findByRole('button', { name: 'Love Sophie' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    const asked = api.mock.calls.length;
    kept = true;
    act(() =>
      realtime.deliver('/user/queue/errors', {
        code: 'loves-used-up',
        message: 'No love left: 3 in 24 hours. "sophie" is kept as a like.',
      }),
    );
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Like Sophie' })).toHaveAttribute('aria-pressed', 'true'),
    );
    expect(screen.getByRole('button', { name: 'Love Sophie' })).toHaveAttribute('aria-pressed', 'false');
    expect(api.mock.calls.length).toBeGreaterThan(asked);
  });
});
