import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { changeLanguage } from '../../i18n/i18n';
import { fakeRealtime } from '../../test/fake-realtime';
import { fakeApi, renderApp } from '../../test/render-app';

const zyxandra = { id: 'f:1', name: 'Zyxandra', gender: 'F' };

describe("your family's names in Settings", () => {
  afterEach(async () => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
    await changeLanguage('en');
  });

  it('adds a name with its gender, says Added! once the family has it, and removes one', async () => {
    fakeApi({ '/api/family': { members: ['Anna', 'Bram'] }, '/api/family/names': { names: [zyxandra] } });
    const realtime = fakeRealtime();
    const user = userEvent.setup();
    await renderApp('/settings');
    const list = await screen.findByRole('list', { name: "Your family's names" });
    expect(within(list).getByText('Zyxandra')).toBeInTheDocument();
    expect(within(list).getByText('Girl')).toBeInTheDocument();

    await user.type(screen.getByLabelText('A name to add'), '  Brynjar ');
    await user.selectOptions(screen.getByLabelText('For a girl, a boy or either'), 'Boy');
    await user.click(screen.getByRole('button', { name: 'Add name' }));
    expect(realtime.publish).toHaveBeenCalledWith('/app/family/names/add', { name: 'Brynjar', gender: 'M' });
    act(() =>
      realtime.deliver('/user/queue/family-names', {
        names: [zyxandra, { id: 'f:2', name: 'Brynjar', gender: 'M' }],
      }),
    );
    expect(await within(list).findByText('Brynjar')).toBeInTheDocument();
    expect(screen.getByTestId('family-names-status')).toHaveTextContent('Added!');
    expect(screen.getByLabelText('A name to add')).toHaveValue('');

    await user.click(screen.getByRole('button', { name: 'Remove Zyxandra' }));
    expect(realtime.publish).toHaveBeenCalledWith('/app/family/names/remove', { nameId: 'f:1' });
    await act(() => changeLanguage('nl'));
    expect(screen.getByRole('list', { name: 'Namen van jullie gezin' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Brynjar verwijderen' })).toBeInTheDocument();
  });

  it('refuses what is not a name before sending, in English and Dutch', async () => {
    fakeApi({ '/api/family': { members: ['Anna'] }, '/api/family/names': { names: [] } });
    const realtime = fakeRealtime();
    const user = userEvent.setup();
    await renderApp('/settings');
    await user.type(await screen.findByLabelText('A name to add'), 'R2-D2');
    await user.click(screen.getByRole('button', { name: 'Add name' }));
    expect(realtime.publish).not.toHaveBeenCalled();
    expect(screen.getByTestId('family-names-status')).toHaveTextContent(
      'A name is letters only, up to 40, with at most one hyphen, apostrophe or space between them.',
    );
    await act(() => changeLanguage('nl'));
    expect(screen.getByTestId('family-names-status')).toHaveTextContent(
      'Een naam bestaat alleen uit letters, hooguit 40, met hooguit één koppelteken, apostrof of spatie ertussen.',
    );
  });

  it("points at the catalogue's name when the server says the name is in it", async () => {
    fakeApi({ '/api/family': { members: ['Anna'] }, '/api/family/names': { names: [] } });
    const realtime = fakeRealtime();
    const user = userEvent.setup();
    await renderApp('/settings');
    await user.type(await screen.findByLabelText('A name to add'), 'emma');
    await user.click(screen.getByRole('button', { name: 'Add name' }));
    act(() =>
      realtime.deliver('/user/queue/errors', { code: 'name-in-catalogue', message: 'Emma is in it' }),
    );
    const status = screen.getByTestId('family-names-status');
    expect(status).toHaveTextContent('That name is in our list already. See emma');
    expect(within(status).getByRole('link', { name: 'See emma' })).toHaveAttribute('href', '/name/emma');
    await act(() => changeLanguage('nl'));
    expect(status).toHaveTextContent('Die naam staat al in onze lijst. Bekijk emma');
  });
});
