import { describe, expect, it } from 'vitest';
import { currentName, serverVotes } from './support/app';
import { openApp } from './support/browser';
import { storedOutbox } from './support/offline';
import { usePhoneSession } from './support/phone-session';

const session = usePhoneSession();

describe('votes that the server never acknowledged', () => {
  it('stay in the outbox across a reload and reach the server after the reconnect', async () => {
    const { page, baseUrl } = session;
    let dropVotes = true;
    let dropped = 0;
    // Sits between the app and the real server and, while dropVotes holds, loses every SEND frame.
    await page.routeWebSocket(/\/api\/ws/, (socket) => {
      const server = socket.connectToServer();
      socket.onMessage((message) => {
        if (dropVotes && typeof message === 'string' && message.startsWith('SEND')) {
          dropped += 1;
          return;
        }
        server.send(message);
      });
    });

    await openApp(page, '/baby');
    const liked = await currentName(page);
    await page.keyboard.press('ArrowRight');
    // Votes travel only over the socket, so once the app's SEND is lost the server cannot have the vote.
    await expect.poll(() => dropped).toBeGreaterThan(0);
    expect(await serverVotes(page, baseUrl)).toEqual([]);
    expect(await storedOutbox(page)).toEqual([
      expect.objectContaining({ kind: 'vote', nameId: expect.any(String), approved: true }),
    ]);

    dropVotes = false;
    await page.reload();
    await page.getByTestId('connection-overlay').waitFor({ state: 'detached' });
    const votes = await serverVotes(page, baseUrl, (list) => list.length === 1);
    expect(votes.map((vote) => [vote.name, vote.approved])).toEqual([[liked, true]]);
    await expect.poll(() => storedOutbox(page), { timeout: 5000 }).toEqual([]);
  });
});
