import { STORAGE_KEYS } from '@name-swiper/contract/constants';
import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ADS_ENABLED_KEY, adsSetting } from '../../ads/ads-setting';
import { i18n } from '../../i18n/i18n';
import { fakeApi, renderApp } from '../../test/render-app';

describe('settings screen', () => {
  afterEach(async () => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
    await i18n.changeLanguage('en');
  });

  it("trims and stores the last name, then shows 'Saved!' for 2 seconds", () => {
    vi.useFakeTimers();
    fakeApi({});
    renderApp('/settings');
    fireEvent.change(screen.getByPlaceholderText('Your last name'), { target: { value: '  de Vries  ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(window.localStorage.getItem(STORAGE_KEYS.lastName)).toBe('de Vries');
    expect(screen.getByText('Saved!')).toBeInTheDocument();
    act(() => {
      vi.advanceTimersByTime(2000);
    });
    expect(screen.queryByText('Saved!')).not.toBeInTheDocument();
  });

  it('stores the font choice and switches the language at once', () => {
    fakeApi({});
    renderApp('/settings');
    fireEvent.click(screen.getByRole('radio', { name: /Serif/ }));
    expect(window.localStorage.getItem(STORAGE_KEYS.font)).toBe('serif');
    fireEvent.change(screen.getByRole('combobox', { name: 'Language' }), { target: { value: 'nl' } });
    expect(window.localStorage.getItem(STORAGE_KEYS.language)).toBe('nl');
    expect(screen.getByRole('heading', { name: 'Instellingen' })).toBeInTheDocument();
  });

  it('one switch turns every ad off, remembered on the device', () => {
    fakeApi({});
    renderApp('/settings');
    const toggle = screen.getByRole('switch', { name: /Show ads/ });
    expect(toggle).toBeChecked();
    fireEvent.click(toggle);
    expect(toggle).not.toBeChecked();
    expect(adsSetting.get()).toBe(false);
    expect(window.localStorage.getItem(ADS_ENABLED_KEY)).toBe('false');
    fireEvent.click(toggle);
    expect(adsSetting.get()).toBe(true);
  });
});
