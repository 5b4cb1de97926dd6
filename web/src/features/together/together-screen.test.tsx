import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import { fakeRealtime } from '../../test/fake-realtime';
import { changeLanguage } from '../../i18n/i18n';
import { fakeApi, problemResponse, renderApp } from '../../test/render-app';

const FAMILY = '/user/queue/family';

describe('Together', () => {
  let members: string[];

  beforeEach(() => {
    members = ['Anna'];
    fakeApi({
      '/api/family': () => ({ members }),
      '/api/device/name': { name: 'Anna' },
      '/api/auth/providers': { providers: [] },
      '/api/votes': [],
      '/api/votes/stats': { likes: 0, partnerLikes: 0, matches: 0 },
    });
  });
  afterEach(async () => {
    vi.restoreAllMocks();
    vi.unstubAllGlobals();
    await changeLanguage('en');
  });

  it('alone: the help text, an invite code on request, and no Leave button', async () => {
    const realtime = fakeRealtime();
    const user = userEvent.setup();
    await renderApp('/together');
    expect(await screen.findByText(/You are on your own for now/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Leave family' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Get invite code' }));
    expect(realtime.publish).toHaveBeenCalledWith('/app/family/invite', {});
    act(() => realtime.deliver('/user/queue/invite', { code: 'ABC234' }));
    expect(screen.getByText('Invite code:')).toBeInTheDocument();
    expect(screen.getByTestId('invite-code')).toHaveTextContent('ABC234');
  });

  it("alone, shows one way in at a time: the code to share, or the field for the partner's code", async () => {
    const realtime = fakeRealtime();
    const user = userEvent.setup();
    await renderApp('/together');
    expect(await screen.findByRole('textbox', { name: 'Invite code' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Get invite code' }));
    act(() => realtime.deliver('/user/queue/invite', { code: 'ABC234' }));
    expect(screen.getByTestId('invite-code')).toHaveTextContent('ABC234');
    expect(screen.getByRole('button', { name: 'Copy code' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Share invite' })).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: 'Invite code' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Join' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Get invite code' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'I have a code instead' }));
    expect(screen.queryByTestId('invite-code')).not.toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: 'Invite code' }), 'xyz789');
    expect(realtime.publish).toHaveBeenCalledWith('/app/family/accept', { inviteCode: 'XYZ789' });

    await user.click(screen.getByRole('button', { name: 'Get invite code' }));
    act(() => realtime.deliver('/user/queue/invite', { code: 'DEF456' }));
    await act(() => changeLanguage('nl'));
    expect(screen.getByTestId('invite-code')).toHaveTextContent('DEF456');
    expect(screen.getByRole('button', { name: 'Ik heb al een code' })).toBeInTheDocument();
  });

  it('offers no sign-in where no provider is configured, and Sign up with each configured one', async () => {
    fakeRealtime();
    await renderApp('/together');
    await screen.findByText(/You are on your own for now/);
    expect(screen.queryByRole('heading', { name: 'Log in' })).not.toBeInTheDocument();
    expect(screen.queryByText(/Signing in is not set up here/)).not.toBeInTheDocument();

    fakeApi({
      '/api/family': { members: ['Anna'] },
      '/api/device/name': { name: 'Anna' },
      '/api/auth/providers': { providers: [{ key: 'github', name: 'GitHub' }] },
      '/api/votes': [],
    });
    await renderApp('/together');
    expect(await screen.findByRole('heading', { name: 'Log in' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Sign up with GitHub' })).toBeInTheDocument();
  });

  it('joins automatically at 6 characters, and on Enter; shows a refusal translated', async () => {
    const realtime = fakeRealtime();
    const user = userEvent.setup();
    await renderApp('/together');
    const input = await screen.findByRole('textbox', { name: 'Invite code' });
    await user.type(input, 'abc23');
    expect(realtime.publish).not.toHaveBeenCalledWith('/app/family/accept', expect.anything());
    await user.type(input, '4');
    expect(realtime.publish).toHaveBeenCalledWith('/app/family/accept', { inviteCode: 'ABC234' });

    act(() => realtime.deliver('/user/queue/errors', { code: 'invite-not-found', message: 'unknown' }));
    expect(screen.getByText(/That invite code does not exist/)).toBeInTheDocument();

    realtime.publish.mockClear();
    await user.clear(input);
    await user.type(input, 'XY{Enter}');
    expect(realtime.publish).toHaveBeenCalledWith('/app/family/accept', { inviteCode: 'XY' });
    expect(screen.queryByText(/That invite code does not exist/)).not.toBeInTheDocument();
  });

  it('lists the members once together, clears the invite code, and leaves', async () => {
    const realtime = fakeRealtime();
    const user = userEvent.setup();
    await renderApp('/together');
    await screen.findByText(/You are on your own for now/);
    act(() => realtime.deliver('/user/queue/invite', { code: 'ABC234' }));
    act(() => realtime.deliver(FAMILY, { members: ['Anna', ''] }));

    const rows = await screen.findAllByTestId('family-member');
    expect(rows.map((row) => row.textContent)).toEqual(['AnnaYou', 'Your partner']);
    expect(screen.queryByTestId('invite-code')).not.toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: 'Invite code' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Leave family' }));
    expect(screen.getByRole('alertdialog')).toHaveTextContent('Leave the family?');
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(realtime.publish).not.toHaveBeenCalledWith('/app/family/leave', {});
    await user.click(screen.getByRole('button', { name: 'Leave family' }));
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(realtime.publish).toHaveBeenCalledWith('/app/family/leave', {});
    act(() => realtime.deliver(FAMILY, { members: ['Anna'] }));
    await waitFor(() => expect(screen.queryByTestId('family-member')).not.toBeInTheDocument());
    expect(screen.getByRole('textbox', { name: 'Invite code' })).toBeInTheDocument();
  });

  it('names two unnamed members You and Your partner, and asks the user to add a name', async () => {
    const realtime = fakeRealtime();
    await renderApp('/together');
    await screen.findByText(/You are on your own for now/);
    act(() => realtime.deliver(FAMILY, { members: ['', ''] }));
    const rows = await screen.findAllByTestId('family-member');
    expect(rows.map((row) => row.textContent)).toEqual(['You', 'Your partner']);
    expect(screen.getByText(/Add your name below/)).toBeInTheDocument();
    await act(() => changeLanguage('nl'));
    expect(rows.map((row) => row.textContent)).toEqual(['Jij', 'Je partner']);
  });

  it("asks to join the inviter's family when an invite link is opened, and joins only on Confirm", async () => {
    const realtime = fakeRealtime();
    const user = userEvent.setup();
    await renderApp('/together?code=abc234&from=Bram');
    expect(await screen.findByRole('alertdialog')).toHaveTextContent("Join Bram's family?");
    expect(screen.getByTestId('invite-link-code')).toHaveTextContent('ABC234');
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(realtime.publish).toHaveBeenCalledWith('/app/family/accept', { inviteCode: 'ABC234' });
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });

  it('drops an invite link whose code could not be one, and cancels without joining', async () => {
    const realtime = fakeRealtime();
    const user = userEvent.setup();
    await renderApp('/together?code=ABC1IO');
    await screen.findByText(/You are on your own for now/);
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    await act(() => changeLanguage('nl'));
    await renderApp('/together?code=XYZ789&from=%E2%80%AEevil');
    expect(await screen.findByRole('alertdialog')).toHaveTextContent(
      'Meedoen met het gezin van deze uitnodigingscode?',
    );
    await user.click(screen.getByRole('button', { name: 'Annuleren' }));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(realtime.publish).not.toHaveBeenCalledWith('/app/family/accept', expect.anything());
  });

  it('copies the invite code with Copied!, and shares a link that fills it in', async () => {
    const realtime = fakeRealtime();
    const share = vi.fn(async () => undefined);
    const user = userEvent.setup();
    Object.defineProperty(navigator, 'share', { value: share, configurable: true });
    onTestFinished(() => {
      Reflect.deleteProperty(navigator, 'share');
    });
    await renderApp('/together');
    await screen.findByText(/You are on your own for now/);
    act(() => realtime.deliver('/user/queue/invite', { code: 'ABC234' }));
    await user.click(screen.getByRole('button', { name: 'Copy code' }));
    expect(await navigator.clipboard.readText()).toBe('ABC234');
    expect(await screen.findByText('Copied!')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Share invite' }));
    expect(share).toHaveBeenCalledWith({
      title: 'Join me on Name Swiper',
      url: `${window.location.origin}/together?code=ABC234&from=Anna`,
    });
  });

  it('saves the name with a message that clears after 3 seconds', async () => {
    fakeRealtime();
    const fetchSpy = fakeApi({
      '/api/family': { members: ['Anna'] },
      '/api/device/name': { name: 'Anna' },
      '/api/auth/providers': { providers: [] },
      '/api/votes': [],
    });
    const user = userEvent.setup();
    await renderApp('/together');
    const input = await screen.findByRole('textbox', { name: 'Set or update your name here.' });
    await waitFor(() => expect(input).toHaveValue('Anna'));
    await user.clear(input);
    await user.type(input, ' Bram ');
    vi.useFakeTimers({ shouldAdvanceTime: true });
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Name saved successfully!')).toBeInTheDocument();
    const put = fetchSpy.mock.calls.find(([, init]) => init?.method === 'PUT');
    expect(put?.[1]?.body).toBe(JSON.stringify({ name: 'Bram' }));
    act(() => vi.advanceTimersByTime(3000));
    expect(screen.queryByText('Name saved successfully!')).not.toBeInTheDocument();
    vi.useRealTimers();
  });

  it('shows the failure message when saving the name fails', async () => {
    fakeRealtime();
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    fakeApi({
      '/api/family': { members: ['Anna'] },
      '/api/auth/providers': { providers: [] },
      '/api/votes': [],
    });
    const user = userEvent.setup();
    await renderApp('/together');
    const input = await screen.findByRole('textbox', { name: 'Set or update your name here.' });
    await user.type(input, 'Bram');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Unable to save your name. Please try again.')).toBeInTheDocument();
  });

  it('says why the server refused a name for its characters, in English and in Dutch', async () => {
    fakeRealtime();
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    fakeApi({
      '/api/family': { members: ['Anna'] },
      '/api/device/name': (_url: URL, init?: RequestInit) =>
        init?.method === 'PUT'
          ? problemResponse(
              400,
              'invalid-characters',
              "Body field 'name' must not contain control, zero-width or text-direction characters (found U+2066).",
            )
          : { name: null },
      '/api/auth/providers': { providers: [] },
      '/api/votes': [],
    });
    const user = userEvent.setup();
    await renderApp('/together');
    const input = await screen.findByRole('textbox', { name: 'Set or update your name here.' });
    await user.type(input, 'Bram');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(
      await screen.findByText(
        'Names cannot contain invisible characters, control characters or characters that change the text direction.',
      ),
    ).toBeInTheDocument();
    await act(() => changeLanguage('nl'));
    expect(
      screen.getByText(
        'Namen mogen geen onzichtbare tekens, stuurtekens of tekens die de schrijfrichting veranderen bevatten.',
      ),
    ).toBeInTheDocument();
  });

  it('checks the name with the contract before sending it: a direction override is not sent', async () => {
    fakeRealtime();
    const api = fakeApi({
      '/api/family': { members: ['Anna'] },
      '/api/device/name': { name: null },
      '/api/auth/providers': { providers: [] },
      '/api/votes': [],
    });
    const user = userEvent.setup();
    await renderApp('/together');
    const input = await screen.findByRole('textbox', { name: 'Set or update your name here.' });
    await user.type(input, '\u202EBram');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(/^Names cannot contain invisible characters/)).toBeInTheDocument();
    expect(api.mock.calls.filter(([, init]) => init?.method === 'PUT')).toEqual([]);
  });
});
