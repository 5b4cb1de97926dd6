import type { DataSource } from '@name-swiper/contract/credits';
import { DATA_SOURCES } from '@name-swiper/contract/credits';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import en from '../../i18n/en.json';
import nl from '../../i18n/nl.json';
import { changeLanguage } from '../../i18n/i18n';
import { fakeApi, renderApp } from '../../test/render-app';

type SourceTexts = Record<string, { name?: string; publisher?: string; licence?: string } | undefined>;
const EN_TEXTS: SourceTexts = en.credits.sourceTexts;
const NL_TEXTS: SourceTexts = nl.credits.sourceTexts;

function expectEverySource(labels: { usedFor: string; licence: string }, texts: SourceTexts) {
  for (const source of DATA_SOURCES) {
    const own = texts[source.id];
    const card = screen.getByRole('heading', { level: 2, name: own?.name ?? source.name }).closest('section');
    expect(card).not.toBeNull();
    const view = within(card as HTMLElement);
    expect(view.getByText(own?.publisher ?? source.publisher)).toBeInTheDocument();
    expect(view.getByText(source.attribution)).toBeInTheDocument();
    expect(view.getByText(labels.usedFor)).toBeInTheDocument();
    expect(view.getByText(labels.licence)).toBeInTheDocument();
    if (source.licence.url !== undefined) {
      const licence = own?.licence ?? source.licence.name;
      const licenceLink = view.getByRole('link', { name: (name) => name.includes(licence) });
      expect(licenceLink).toHaveAttribute('href', source.licence.url);
    }
  }
}

/** Every source text the page shows but the attribution, which stays word for word. */
const shownTexts = (source: DataSource) => [source.name, source.publisher, source.licence.name];

describe('credits screen', () => {
  afterEach(async () => {
    vi.unstubAllGlobals();
    await changeLanguage('en');
  });

  it('lists every data source with publisher, licence and attribution, and the app licence', async () => {
    fakeApi({});
    await renderApp('/credits');
    expect(screen.getByRole('heading', { level: 1, name: 'Credits' })).toBeInTheDocument();
    expectEverySource({ usedFor: 'Used for', licence: 'Licence' }, EN_TEXTS);
    expect(screen.getByText(/Name Swiper's code is open source under the MIT License/)).toBeInTheDocument();
  });

  it("credits the sixteen series of issue 32, each with its publisher's licence", async () => {
    fakeApi({});
    await renderApp('/credits');
    const licenceOf = (publisher: string) =>
      within(screen.getByText(publisher).closest('section') as HTMLElement).getByRole('link', {
        name: (name) => /Licence|Licens|Datenlizenz|Creative Commons|CC0/.test(name),
      }).textContent;
    expect(licenceOf('National Records of Scotland (NRS)')).toBe('Open Government Licence v3.0');
    expect(licenceOf('Northern Ireland Statistics and Research Agency (NISRA)')).toBe(
      'Open Government Licence v3.0',
    );
    expect(licenceOf('Statistics Norway (SSB)')).toBe(
      'Norwegian Licence for Open Government Data (NLOD) 2.0',
    );
    expect(licenceOf('Stadt Leipzig, Standesamt')).toBe(
      'Datenlizenz Deutschland – Namensnennung – Version 2.0',
    );
    expect(licenceOf('Stadt Köln')).toBe('Creative Commons Attribution 3.0 Germany');
    expect(licenceOf('Stadt Wien (City of Vienna)')).toBe('Creative Commons Attribution 4.0 International');
    expect(
      screen.getByText('Datenquelle: Stadt Wien – data.wien.gv.at; modified by the Name Swiper project'),
    ).toBeInTheDocument();
    for (const publisher of [
      'Central Statistics Office (CSO), Ireland',
      'Statistics Sweden (SCB)',
      'Te Tari Taiwhenua | Department of Internal Affairs (DIA), Births, Deaths and Marriages',
      'South Australian Government, Births, Deaths and Marriages',
      'NSW Registry of Births, Deaths and Marriages',
      'Government of Ontario (ServiceOntario birth registrations)',
      'Landeshauptstadt München, Statistisches Amt',
    ]) {
      expect(screen.getByText(publisher)).toBeInTheDocument();
    }
  });

  it('does so in Dutch too', async () => {
    await changeLanguage('nl');
    fakeApi({});
    await renderApp('/credits');
    expect(screen.getByRole('heading', { level: 1, name: 'Bronnen' })).toBeInTheDocument();
    expectEverySource({ usedFor: 'Gebruikt voor', licence: 'Licentie' }, NL_TEXTS);
    expect(
      screen.getByRole('heading', { level: 2, name: 'Landelijke gegevens over babynamen (VS)' }),
    ).toBeVisible();
    expect(
      screen.getByText('Publiek domein: werk van de federale overheid van de VS, 17 U.S.C. § 105'),
    ).toBeInTheDocument();
    expect(screen.getByText(/in haar eigen taal/)).toBeInTheDocument();
    for (const english of Object.values(EN_TEXTS).flatMap((texts) => Object.values(texts ?? {}))) {
      expect(screen.queryByText(english, { exact: false, ignore: 'blockquote' })).not.toBeInTheDocument();
    }
  });

  it('describes a source in English as the contract does, so that the two cannot drift apart', () => {
    for (const source of DATA_SOURCES) {
      const own = EN_TEXTS[source.id] ?? {};
      expect(shownTexts(source)).toEqual(expect.arrayContaining(Object.values(own)));
    }
    expect(Object.keys(NL_TEXTS).sort()).toEqual(Object.keys(EN_TEXTS).sort());
  });

  it('is reached from Settings', async () => {
    fakeApi({});
    const app = await renderApp('/settings');
    fireEvent.click(screen.getByRole('link', { name: /Credits and licences/ }));
    await waitFor(() => expect(app.currentPath()).toBe('/credits'));
  });

  it('is reached from the menu', async () => {
    fakeApi({});
    const app = await renderApp('/settings');
    fireEvent.click(screen.getByRole('button', { name: 'Open menu' }));
    const menu = screen.getByRole('navigation', { name: 'Menu' });
    fireEvent.click(await within(menu).findByRole('link', { name: 'Credits and licences' }));
    await waitFor(() => expect(app.currentPath()).toBe('/credits'));
  });
});
