import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { changeLanguage } from '../../i18n/i18n';
import { familyLastNameStore } from '../../stores/family-last-name-store';
import { preferencesStore } from '../../stores/preferences-store';
import { fakeRealtime } from '../../test/fake-realtime';
import { fakeApi, renderApp } from '../../test/render-app';

describe('the last name in Settings, in a family', () => {
  afterEach(async () => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
    act(() => {
      familyLastNameStore.follow(null);
      preferencesStore.setLastName('');
    });
    await changeLanguage('en');
  });

  it("offers the device's own last name to a family without one, and sends it to the family", async () => {
    fakeApi({ '/api/family': { members: ['Anna', 'Bram'] } });
    const realtime = fakeRealtime();
    preferencesStore.setLastName('Jansen');
    const user = userEvent.setup();
    await renderApp('/settings');
    expect(await screen.findByLabelText('Family last name')).toHaveValue('Jansen');
    expect(screen.getByTestId('family-last-name-offer')).toHaveTextContent(
      'Your family has no last name yet. Save to share Jansen with your partner.',
    );
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(realtime.publish).toHaveBeenCalledWith('/app/family/last-name', { lastName: 'Jansen' });
    expect(screen.getByText('Saved!')).toBeInTheDocument();

    // The partner renames the family: the field follows, and the device's own is said to be kept.
    act(() => realtime.deliver('/user/queue/family-last-name', { lastName: 'de Vries' }));
    expect(screen.getByLabelText('Family last name')).toHaveValue('de Vries');
    expect(
      screen.getByText(
        'Your own last name, Jansen, stays on this phone and comes back if you leave the family.',
      ),
    ).toBeInTheDocument();
    expect(preferencesStore.get().lastName).toBe('Jansen');
    await act(() => changeLanguage('nl'));
    expect(screen.getByLabelText('Achternaam van het gezin')).toHaveValue('de Vries');
    expect(screen.getByText(/Je eigen achternaam, Jansen, blijft op deze telefoon/)).toBeInTheDocument();
  });

  it("shows the server's refusal in English and Dutch", async () => {
    fakeApi({ '/api/family': { members: ['Anna', 'Bram'] } });
    const realtime = fakeRealtime();
    const user = userEvent.setup();
    await renderApp('/settings');
    await user.type(await screen.findByLabelText('Family last name'), 'Jansen');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    act(() => realtime.deliver('/user/queue/errors', { code: 'family-of-one', message: 'alone' }));
    expect(screen.getByTestId('last-name-status')).toHaveTextContent(
      'Only a family shares a last name. On your own, your last name stays on this phone.',
    );
    await act(() => changeLanguage('nl'));
    expect(screen.getByTestId('last-name-status')).toHaveTextContent(
      'Alleen een gezin deelt een achternaam. Ben je alleen, dan blijft je achternaam op deze telefoon.',
    );
  });
});
