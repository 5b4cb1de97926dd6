import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { changeLanguage } from '../../i18n/i18n';
import { preferencesStore } from '../../stores/preferences-store';
import { fakeRealtime } from '../../test/fake-realtime';
import { fakeApi, renderApp } from '../../test/render-app';

const WILHELMINA = {
  name: 'Wilhelmina',
  self: { id: 'wilhelmina', name: 'Wilhelmina', gender: 'F', popularIn: [] },
  namesakes: [
    {
      id: 'wilma',
      name: 'Wilma',
      gender: 'F',
      popularIn: ['se', 'de-berlin'],
      oneIn: { place: 'us', n: 48000, atLeast: true },
      path: [{ relation: 'nickname', name: 'Wilma' }],
    },
    {
      id: 'wilhelm',
      name: 'Wilhelm',
      gender: 'M',
      popularIn: ['de-berlin'],
      path: [{ relation: 'other-gender', name: 'Wilhelm' }],
    },
    {
      id: 'guillermina',
      name: 'Guillermina',
      gender: 'F',
      popularIn: [],
      path: [{ relation: 'equivalent', name: 'Guillermina' }],
    },
  ],
  total: 3,
};

const JOHANNA_HANNA = {
  name: 'Johanna',
  self: { id: 'johanna', name: 'Johanna', gender: 'F', popularIn: ['nl'] },
  namesakes: [
    {
      id: 'hanna',
      name: 'Hanna',
      gender: 'F',
      popularIn: [],
      path: [
        { relation: 'other-gender', name: 'Johannes' },
        { relation: 'variant', name: 'Hannes' },
        { relation: 'other-gender', name: 'Hanna' },
      ],
    },
  ],
  total: 1,
};

const rows = () => screen.getAllByTestId('namesake');
const rowOf = (name: string) => {
  const row = rows().find((item) => within(item).queryByRole('link', { name }) !== null);
  if (!row) {
    throw new Error(`no row for ${name}`);
  }
  return row;
};

async function find(name: string) {
  const user = userEvent.setup();
  await user.type(screen.getByRole('textbox'), name);
  await user.click(screen.getByRole('button', { name: /Find names|Namen zoeken/ }));
  return user;
}

describe('the namesake screen (decision 97)', () => {
  afterEach(async () => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
    preferencesStore.setSelectedTags(['english']);
    await act(() => changeLanguage('en'));
  });

  it("lists Wilhelmina's relatives with why and how common, and puts Wilma first in the deck with one tap (en, nl)", async () => {
    const api = fakeApi({ '/api/namesakes': WILHELMINA, '/api/family/names': { names: [] } });
    const realtime = fakeRealtime();
    await renderApp('/namesakes');
    const user = await find('  Wilhelmina ');
    await screen.findByText('3 names related to Wilhelmina');
    const asked = api.mock.calls
      .map(([input]) => new URL(String(input), 'http://localhost'))
      .find((url) => url.pathname === '/api/namesakes');
    expect(asked?.searchParams.get('name')).toBe('Wilhelmina');
    expect(asked?.searchParams.get('language')).toBe('en');
    expect(asked?.searchParams.getAll('tags')).toEqual(['english']);

    expect(within(rowOf('Wilma')).getByTestId('namesake-why')).toHaveTextContent('nickname of Wilhelmina');
    expect(within(rowOf('Wilma')).getByTestId('namesake-popularity')).toHaveTextContent(
      '1 in 48,000+ in the US: rare',
    );
    expect(within(rowOf('Wilhelm')).getByTestId('namesake-why')).toHaveTextContent(
      "German boy's form of Wilhelmina",
    );
    expect(within(rowOf('Wilhelm')).getByTestId('namesake-popularity')).toHaveTextContent(
      'Popular in Berlin',
    );
    expect(within(rowOf('Guillermina')).getByTestId('namesake-why')).toHaveTextContent(
      'Wilhelmina in another language',
    );
    expect(within(rowOf('Guillermina')).getByTestId('namesake-popularity')).toHaveTextContent(
      'Not in the figures of your places',
    );
    expect(within(rowOf('Wilhelmina')).getByTestId('namesake-why')).toHaveTextContent('the name itself');

    await user.click(screen.getByRole('button', { name: "Put first in your family's deck: Wilma" }));
    expect(realtime.publish).toHaveBeenCalledWith('/app/family/names/pick', { nameId: 'wilma' });
    act(() =>
      realtime.deliver('/user/queue/family-names', { names: [{ id: 'wilma', name: 'Wilma', gender: 'F' }] }),
    );
    expect(await within(rowOf('Wilma')).findByText('In your deck')).toBeInTheDocument();

    await act(() => changeLanguage('nl'));
    expect(screen.getByRole('heading', { name: 'Vernoemen' })).toBeInTheDocument();
    await screen.findByText('3 namen verwant aan Wilhelmina');
    expect(within(rowOf('Wilma')).getByTestId('namesake-why')).toHaveTextContent('roepnaam van Wilhelmina');
    expect(within(rowOf('Wilma')).getByTestId('namesake-popularity')).toHaveTextContent(
      '1 op 48.000+ in de VS: zeldzaam',
    );
    expect(within(rowOf('Wilhelm')).getByTestId('namesake-why')).toHaveTextContent(
      'jongensvorm van Wilhelmina in het Duits',
    );
    expect(within(rowOf('Wilma')).getByText('In jullie stapel')).toBeInTheDocument();
    expect(
      within(rowOf('Wilhelm')).getByRole('button', {
        name: 'Vooraan zetten in de stapel van jullie gezin: Wilhelm',
      }),
    ).toBeInTheDocument();
  });

  it('says through which names a far relative is one: Hanna through Johannes and Hannes', async () => {
    fakeApi({ '/api/namesakes': JOHANNA_HANNA, '/api/family/names': { names: [] } });
    fakeRealtime();
    await renderApp('/namesakes?name=Johanna');
    expect(await screen.findByText("girl's form of Hannes, via Johannes")).toBeInTheDocument();
    await act(() => changeLanguage('nl'));
    expect(await screen.findByText('meisjesvorm van Hannes, via Johannes')).toBeInTheDocument();
  });

  it('says so honestly when the catalogue knows no relative, or not the name at all (en, nl)', async () => {
    fakeApi({
      '/api/namesakes': (url: URL) =>
        url.searchParams.get('name') === 'Noor'
          ? {
              name: 'Noor',
              self: { id: 'noor', name: 'Noor', gender: 'F', popularIn: ['nl'] },
              namesakes: [],
              total: 0,
            }
          : { name: 'Zyxandra', namesakes: [], total: 0 },
      '/api/family/names': { names: [] },
    });
    fakeRealtime();
    const view = await renderApp('/namesakes?name=Noor');
    expect(await screen.findByTestId('namesakes-none')).toHaveTextContent(
      'We know no other form of Noor: no other spelling, language, nickname or form for a boy or a girl.',
    );
    view.navigate('/namesakes?name=Zyxandra');
    expect(
      await screen.findByText('Zyxandra is not in our list of names, so we know none of its other forms.'),
    ).toBeInTheDocument();
    await act(() => changeLanguage('nl'));
    expect(screen.getByTestId('namesakes-none')).toHaveTextContent(
      'Zyxandra staat niet in onze lijst met namen, dus we kennen geen andere vormen ervan.',
    );
  });

  it('takes the name through the user-text rule: invisible characters are refused before asking (en, nl)', async () => {
    const api = fakeApi({ '/api/family/names': { names: [] } });
    fakeRealtime();
    await renderApp('/namesakes');
    await find('Jo\u200Bhanna');
    expect(screen.getByTestId('namesakes-refused')).toHaveTextContent(
      'Names cannot contain invisible characters, control characters or characters that change the text direction.',
    );
    expect(api.mock.calls.some(([input]) => String(input).includes('/api/namesakes'))).toBe(false);
    await act(() => changeLanguage('nl'));
    expect(screen.getByTestId('namesakes-refused')).toHaveTextContent(
      'Namen mogen geen onzichtbare tekens, stuurtekens of tekens die de schrijfrichting veranderen bevatten.',
    );
  });

  it('pages through the relatives, and says why a name could not be put first', async () => {
    const page = (offset: number, count: number) =>
      Array.from({ length: count }, (_, index) => ({
        id: `name-${offset + index}`,
        name: `Name${offset + index}`,
        gender: 'N',
        popularIn: [],
        path: [{ relation: 'equivalent', name: `Name${offset + index}` }],
      }));
    fakeApi({
      '/api/namesakes': (url: URL) => {
        const offset = Number(url.searchParams.get('offset'));
        return {
          name: 'John',
          self: { id: 'john', name: 'John', gender: 'M', popularIn: ['us'] },
          namesakes: offset === 0 ? page(0, 20) : page(20, 5),
          total: 25,
        };
      },
      '/api/family/names': { names: [] },
    });
    const realtime = fakeRealtime();
    const user = userEvent.setup();
    await renderApp('/namesakes?name=John');
    await screen.findByText('25 names related to John');
    expect(rows()).toHaveLength(21);
    await user.click(screen.getByRole('button', { name: 'Show more' }));
    await screen.findByRole('link', { name: 'Name24' });
    expect(rows()).toHaveLength(26);
    expect(screen.queryByRole('button', { name: 'Show more' })).toBeNull();

    await user.click(screen.getByRole('button', { name: "Put first in your family's deck: Name3" }));
    act(() => realtime.deliver('/user/queue/errors', { code: 'family-names-full', message: 'full' }));
    expect(screen.getByTestId('namesakes-pick-refused')).toHaveTextContent(/150/);
  });
});
