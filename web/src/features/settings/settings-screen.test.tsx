import { STORAGE_KEYS } from '@name-swiper/contract/constants';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ADS_ENABLED_KEY, adsSetting } from '../../ads/ads-setting';
import { changeLanguage } from '../../i18n/i18n';
import { userStore } from '../../stores/user-store';
import { fakeApi, problemResponse, renderApp } from '../../test/render-app';

describe('settings screen', () => {
  afterEach(async () => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
    userStore.signOut();
    await changeLanguage('en');
  });

  it("trims and stores the last name, then shows 'Saved!' for 2 seconds", async () => {
    fakeApi({});
    await renderApp('/settings');
    vi.useFakeTimers();
    fireEvent.change(screen.getByPlaceholderText('Your last name'), { target: { value: '  de Vries  ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(window.localStorage.getItem(STORAGE_KEYS.lastName)).toBe('de Vries');
    expect(screen.getByText('Saved!')).toBeInTheDocument();
    act(() => {
      vi.advanceTimersByTime(2000);
    });
    expect(screen.queryByText('Saved!')).not.toBeInTheDocument();
  });

  it('stores the font choice and switches the language at once', async () => {
    fakeApi({});
    await renderApp('/settings');
    fireEvent.click(screen.getByRole('radio', { name: /Serif/ }));
    expect(window.localStorage.getItem(STORAGE_KEYS.font)).toBe('serif');
    fireEvent.change(screen.getByRole('combobox', { name: 'Language' }), { target: { value: 'nl' } });
    expect(window.localStorage.getItem(STORAGE_KEYS.language)).toBe('nl');
    expect(screen.getByRole('heading', { name: 'Instellingen' })).toBeInTheDocument();
  });

  it('one switch turns every ad off, remembered on the device', async () => {
    fakeApi({});
    await renderApp('/settings');
    const toggle = screen.getByRole('switch', { name: /Show ads/ });
    expect(toggle).toBeChecked();
    fireEvent.click(toggle);
    expect(toggle).not.toBeChecked();
    expect(adsSetting.get()).toBe(false);
    expect(window.localStorage.getItem(ADS_ENABLED_KEY)).toBe('false');
    fireEvent.click(toggle);
    expect(adsSetting.get()).toBe(true);
  });

  it('refuses a last name with an invisible character before storing it, and says why in Dutch too', async () => {
    fakeApi({});
    window.localStorage.setItem(STORAGE_KEYS.lastName, 'Jansen');
    await renderApp('/settings');
    fireEvent.change(screen.getByPlaceholderText('Your last name'), { target: { value: 'de\u200BVries' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(
      screen.getByText(
        'Names cannot contain invisible characters, control characters or characters that change the text direction.',
      ),
    ).toBeInTheDocument();
    expect(window.localStorage.getItem(STORAGE_KEYS.lastName)).toBe('Jansen');
    await act(() => changeLanguage('nl'));
    expect(screen.getByText(/^Namen mogen geen onzichtbare tekens/)).toBeInTheDocument();
  });

  it('stores the last name in normalisation form C', async () => {
    fakeApi({});
    await renderApp('/settings');
    fireEvent.change(screen.getByPlaceholderText('Your last name'), { target: { value: 'Mu\u0308ller' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(window.localStorage.getItem(STORAGE_KEYS.lastName)).toBe('M\u00FCller');
  });

  describe('sign out everywhere', () => {
    const signIn = () => userStore.signIn('the-token', { sub: 'anna@example.org', name: 'Anna' });

    it('is not offered while signed out', async () => {
      fakeApi({});
      await renderApp('/settings');
      expect(screen.queryByRole('button', { name: 'Sign out everywhere' })).not.toBeInTheDocument();
    });

    it('asks the server with the token, then signs this device out too', async () => {
      signIn();
      const api = fakeApi({ '/api/me/sign-out-everywhere': {} });
      await renderApp('/settings');
      fireEvent.click(screen.getByRole('button', { name: 'Sign out everywhere' }));
      await waitFor(() => expect(userStore.get().token).toBeNull());
      const [url, init] = api.mock.calls.at(-1) ?? [];
      expect(String(url)).toBe('/api/me/sign-out-everywhere');
      expect(init?.method).toBe('POST');
      expect(init?.headers).toMatchObject({ authorization: 'Bearer the-token' });
      expect(screen.queryByRole('button', { name: 'Sign out everywhere' })).not.toBeInTheDocument();
      expect(window.localStorage.getItem(STORAGE_KEYS.authToken)).toBeNull();
    });

    it('signs out as well when the server no longer takes the token', async () => {
      signIn();
      fakeApi({
        '/api/me/sign-out-everywhere': () =>
          problemResponse(401, 'unauthorized', 'The sign-in token is invalid.'),
      });
      await renderApp('/settings');
      fireEvent.click(screen.getByRole('button', { name: 'Sign out everywhere' }));
      await waitFor(() => expect(userStore.get().token).toBeNull());
    });

    it('stays signed in and says so when the server cannot be reached', async () => {
      signIn();
      vi.spyOn(console, 'error').mockImplementation(() => undefined);
      vi.stubGlobal(
        'fetch',
        vi.fn(() => Promise.reject(new TypeError('Failed to fetch'))),
      );
      await renderApp('/settings');
      fireEvent.click(screen.getByRole('button', { name: 'Sign out everywhere' }));
      expect(
        await screen.findByText('Signing out everywhere did not work. Please try again.'),
      ).toBeInTheDocument();
      expect(userStore.get().token).toBe('the-token');
    });
  });
});
