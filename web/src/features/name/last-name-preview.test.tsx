import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { changeLanguage } from '../../i18n/i18n';
import { familyLastNameStore } from '../../stores/family-last-name-store';
import { lastNamePreviewStore } from '../../stores/last-name-preview';
import { preferencesStore } from '../../stores/preferences-store';
import { fakeApi, renderApp } from '../../test/render-app';

const EMMA = {
  id: 'emma',
  name: 'Emma',
  gender: 'F',
  tags: [],
  popularIn: ['nl'],
  originLanguages: [],
  countries: [],
  popularity: [],
  variants: [],
  equivalents: [],
  nicknames: [],
  nameDays: [],
  pronunciations: [],
};

const heading = () => screen.getByRole('heading', { level: 1 });

describe('the last name on the name detail screen', () => {
  afterEach(async () => {
    vi.unstubAllGlobals();
    act(() => {
      lastNamePreviewStore.stop();
      familyLastNameStore.follow(null);
      preferencesStore.setLastName('');
    });
    await changeLanguage('en');
  });

  it("shows the family's last name, and a preview of another one on this phone only until it is stopped", async () => {
    fakeApi({ '/api/names/Emma': EMMA });
    preferencesStore.setLastName('Jansen');
    familyLastNameStore.follow('de Vries');
    const user = userEvent.setup();
    await renderApp('/name/Emma');
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent('Emma de Vries');

    await user.click(screen.getByRole('button', { name: 'Preview another last name' }));
    // The device's own last name and the double barrel are offered.
    await user.click(screen.getByRole('button', { name: 'de Vries-Jansen' }));
    await user.click(screen.getByRole('button', { name: 'Preview' }));
    await waitFor(() => expect(heading()).toHaveTextContent('Emma de Vries-Jansen'));
    expect(screen.getByTestId('last-name-preview')).toHaveTextContent(
      "Previewing de Vries-Jansen on this phone only. Your family's last name stays de Vries.",
    );
    expect(familyLastNameStore.get()).toBe('de Vries');
    expect(preferencesStore.get().lastName).toBe('Jansen');

    await act(() => changeLanguage('nl'));
    expect(screen.getByTestId('last-name-preview')).toHaveTextContent(
      'Je probeert de Vries-Jansen uit, alleen op deze telefoon. De achternaam van jullie gezin blijft de Vries.',
    );
    await user.click(screen.getByRole('button', { name: 'Stoppen met uitproberen' }));
    expect(heading()).toHaveTextContent('Emma de Vries');
  });

  it('does not offer the saved last name doubled (issue 31)', async () => {
    fakeApi({ '/api/names/Emma': EMMA });
    preferencesStore.setLastName('van der Heijden-Brouwer');
    const user = userEvent.setup();
    await renderApp('/name/Emma');
    await user.click(await screen.findByRole('button', { name: 'Preview another last name' }));
    expect(screen.getByRole('textbox', { name: 'Last name to preview' })).toBeInTheDocument();
    for (const offered of ['van der Heijden-Brouwer', 'van der Heijden-Brouwer-van der Heijden-Brouwer']) {
      expect(screen.queryByRole('button', { name: offered })).toBeNull();
    }
  });

  it('refuses a preview with an invisible character or none at all, saying why in English and Dutch', async () => {
    fakeApi({ '/api/names/Emma': EMMA });
    const user = userEvent.setup();
    await renderApp('/name/Emma');
    await user.click(await screen.findByRole('button', { name: 'Preview another last name' }));
    await user.click(screen.getByRole('button', { name: 'Preview' }));
    expect(await screen.findByTestId('last-name-preview-error')).toHaveTextContent(
      'Type a last name to preview.',
    );
    await user.type(screen.getByRole('textbox', { name: 'Last name to preview' }), 'de\u200BVries');
    await user.click(screen.getByRole('button', { name: 'Preview' }));
    await waitFor(() =>
      expect(screen.getByTestId('last-name-preview-error')).toHaveTextContent(
        /Names cannot contain invisible characters/,
      ),
    );
    await act(() => changeLanguage('nl'));
    expect(screen.getByTestId('last-name-preview-error')).toHaveTextContent(/onzichtbare tekens/);
    expect(heading()).toHaveTextContent(/^Emma$/);
  });
});
