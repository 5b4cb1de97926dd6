import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { changeLanguage } from '../../../i18n/i18n';
import { preferencesStore } from '../../../stores/preferences-store';
import { fakeApi, renderApp } from '../../../test/render-app';

const EMMA = {
  id: 'emma',
  name: 'Emma',
  gender: 'F',
  tags: ['english'],
  popularIn: ['us'],
  originLanguages: [],
};

describe('the swipe screen with filters on', () => {
  let api: ReturnType<typeof fakeApi>;
  beforeEach(() => {
    api = fakeApi({
      '/api/names/unvoted': [EMMA],
      '/api/names/unvoted/count': { remaining: 7 },
      '/api/votes': [],
      '/api/votes/stats': { likes: 0, partnerLikes: 0, matches: 0 },
    });
  });
  afterEach(async () => {
    preferencesStore.setSelectedTags(['english']);
    preferencesStore.setSelectedGenders(['M', 'F', 'N']);
    preferencesStore.setSelectedInitials([]);
    vi.unstubAllGlobals();
    await changeLanguage('en');
  });

  const askedCount = () => api.mock.calls.some(([input]) => String(input).includes('/unvoted/count'));

  it('says nothing, and asks for no count, with the filters a first visit starts with', async () => {
    preferencesStore.setSelectedTags(['english']);
    preferencesStore.setSelectedGenders(['F', 'N', 'M']);
    await renderApp('/baby');
    await screen.findByTestId('current-card');
    expect(screen.queryByTestId('filters-on')).not.toBeInTheDocument();
    expect(askedCount()).toBe(false);
  });

  it('says that filters are on and how many names are left, in English and Dutch, and leads to Filters', async () => {
    const user = userEvent.setup();
    preferencesStore.setSelectedGenders(['F']);
    preferencesStore.setSelectedInitials(['E']);
    const app = await renderApp('/baby');
    const chip = await screen.findByRole('link', { name: 'Filters on · 7 names left' });
    const count = api.mock.calls
      .map(([input]) => String(input))
      .find((url) => url.includes('/unvoted/count'));
    expect(count).toContain('genders=F');
    expect(count).toContain('initials=E');
    await act(() => changeLanguage('nl'));
    expect(chip).toHaveTextContent('Filters aan · nog 7 namen');
    await user.click(chip);
    await waitFor(() => expect(app.currentPath()).toBe('/tags'));
  });
});
