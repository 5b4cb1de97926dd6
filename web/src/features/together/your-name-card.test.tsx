import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { changeLanguage } from '../../i18n/i18n';
import { fakeRealtime } from '../../test/fake-realtime';
import { fakeApi, renderApp } from '../../test/render-app';

describe('Your name', () => {
  afterEach(async () => {
    vi.unstubAllGlobals();
    await changeLanguage('en');
  });

  it('an empty name clears it: sent as empty, said so in English and in Dutch', async () => {
    fakeRealtime();
    let stored: string | null = 'Anna';
    const api = fakeApi({
      '/api/family': { members: ['Anna'] },
      '/api/device/name': (_url: URL, init?: RequestInit) => {
        if (init?.method === 'PUT') {
          const { name } = JSON.parse(String(init.body)) as { name: string };
          stored = name === '' ? null : name;
        }
        return { name: stored };
      },
      '/api/auth/providers': { providers: [] },
      '/api/votes': [],
    });
    const user = userEvent.setup();
    await renderApp('/together');
    const input = await screen.findByRole('textbox', { name: 'Set or update your name here.' });
    await waitFor(() => expect(input).toHaveValue('Anna'));
    await user.clear(input);
    await user.type(input, '   ');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('Your name is cleared.')).toBeInTheDocument();
    expect(screen.queryByText('Unable to save your name. Please try again.')).not.toBeInTheDocument();
    expect(input).toHaveValue('');
    const put = api.mock.calls.find(([, init]) => init?.method === 'PUT');
    expect(put?.[1]?.body).toBe(JSON.stringify({ name: '' }));
    await act(() => changeLanguage('nl'));
    expect(screen.getByText('Je naam is gewist.')).toBeInTheDocument();
  });
});
