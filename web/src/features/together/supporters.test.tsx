import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { changeLanguage } from '../../i18n/i18n';
import { fakeRealtime } from '../../test/fake-realtime';
import { fakeApi, renderApp } from '../../test/render-app';

const member = (name: string, role: 'parent' | 'supporter', you = false) => ({
  name,
  role,
  key: `key-${name}`,
  you,
});

function family(role: 'parent' | 'supporter', shareMatches = false) {
  const members =
    role === 'parent'
      ? [member('Anna', 'parent', true), member('Bram', 'parent'), member('Oma', 'supporter')]
      : [member('Oma', 'supporter', true), member('Anna', 'parent'), member('Bram', 'parent')];
  fakeApi({
    '/api/family': { members: members.map((entry) => entry.name) },
    '/api/family/roles': { role, members, shareMatches },
    '/api/device/name': { name: members[0]?.name },
    '/api/auth/providers': { providers: [] },
    '/api/votes': [],
    '/api/votes/stats': { likes: 0, partnerLikes: 0, matches: 0 },
  });
}

const section = (name: string) => screen.getByRole('list', { name });
const names = (list: HTMLElement) =>
  within(list)
    .getAllByTestId('family-member')
    .map((row) => row.firstElementChild?.nextElementSibling?.textContent);

describe('Together with parents and supporters (decision 89)', () => {
  afterEach(async () => {
    vi.restoreAllMocks();
    vi.unstubAllGlobals();
    await changeLanguage('en');
  });

  it('a parent sees Parents and Supporters, invites a grandparent, removes a supporter after asking, and shares the matches', async () => {
    family('parent');
    const realtime = fakeRealtime();
    const user = userEvent.setup();
    await renderApp('/together');
    expect(names(await screen.findByRole('list', { name: 'Parents' }))).toEqual(['Anna', 'Bram']);
    expect(names(section('Supporters'))).toEqual(['Oma']);

    await user.click(screen.getByRole('button', { name: 'Invite a grandparent' }));
    expect(realtime.publish).toHaveBeenCalledWith('/app/family/invite', { role: 'supporter' });
    act(() => realtime.deliver('/user/queue/invite', { code: 'GRA234', role: 'supporter' }));
    expect(screen.getByText('Code for a grandparent:')).toBeInTheDocument();
    expect(screen.getByTestId('invite-code')).toHaveTextContent('GRA234');
    await user.click(screen.getByRole('button', { name: 'I have a code instead' }));

    await user.click(screen.getByRole('button', { name: 'Remove Oma' }));
    expect(screen.getByText('Remove Oma from the family? Their likes stay theirs.')).toBeInTheDocument();
    expect(realtime.publish).not.toHaveBeenCalledWith('/app/family/supporters/remove', expect.anything());
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(realtime.publish).toHaveBeenCalledWith('/app/family/supporters/remove', { member: 'key-Oma' });

    const share = screen.getByRole('switch', { name: /Share our matches with supporters/ });
    expect(share).not.toBeChecked();
    await user.click(share);
    expect(realtime.publish).toHaveBeenCalledWith('/app/family/share-matches', { share: true });
    act(() =>
      realtime.deliver('/user/queue/family-roles', {
        role: 'parent',
        members: [member('Anna', 'parent', true), member('Bram', 'parent'), member('Oma', 'supporter')],
        shareMatches: true,
      }),
    );
    await waitFor(() => expect(share).toBeChecked());

    await act(() => changeLanguage('nl'));
    expect(screen.getByRole('list', { name: 'Ouders' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Opa of oma uitnodigen' })).toBeInTheDocument();
    expect(screen.getByRole('switch', { name: /Onze matches delen met supporters/ })).toBeChecked();
  });

  it('a supporter sees whom she cheers on, cannot invite, remove or share, and leaves after asking', async () => {
    family('supporter');
    const realtime = fakeRealtime();
    const user = userEvent.setup();
    await renderApp('/together');
    expect(await screen.findByTestId('supporter-help')).toHaveTextContent(
      'You cheer Anna and Bram on: they see which names you like, and they decide.',
    );
    expect(names(section('Supporters'))).toEqual(['Oma']);
    for (const button of ['Get invite code', 'Invite a grandparent', 'Remove Anna']) {
      expect(screen.queryByRole('button', { name: button })).not.toBeInTheDocument();
    }
    expect(screen.queryByRole('switch')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Leave family' }));
    expect(screen.getByText('Leave the family? Your likes stay yours.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(realtime.publish).toHaveBeenCalledWith('/app/family/leave', {});

    await act(() => changeLanguage('nl'));
    expect(screen.getByTestId('supporter-help')).toHaveTextContent(
      'Je moedigt Anna en Bram aan: zij zien welke namen jij leuk vindt, en zij beslissen.',
    );
  });

  it("an older server without roles: the spec's list and the parent's code only", async () => {
    fakeApi({
      '/api/family': { members: ['Anna', 'Bram'] },
      '/api/device/name': { name: 'Anna' },
      '/api/auth/providers': { providers: [] },
      '/api/votes': [],
    });
    fakeRealtime();
    await renderApp('/together');
    expect((await screen.findAllByTestId('family-member')).map((row) => row.textContent)).toEqual([
      'AnnaYou',
      'Bram',
    ]);
    expect(screen.getByRole('button', { name: 'Get invite code' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Invite a grandparent' })).not.toBeInTheDocument();
  });
});
