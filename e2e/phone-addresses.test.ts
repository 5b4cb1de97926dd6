import { randomUUID } from 'node:crypto';
import { Client } from '@stomp/stompjs';
import type { IMessage } from '@stomp/stompjs';
import {
  APP_DESTINATIONS,
  REALTIME_DEVICE_PARAM,
  REALTIME_PATH,
  USER_DESTINATIONS,
} from '@name-swiper/contract/constants';
import { describe, expect, it } from 'vitest';
import { WebSocket } from 'ws';
import { openApp } from './support/browser';
import { usePhones } from './support/phones';

const phones = usePhones();
/** Join attempts one client address may make in a quarter of an hour (the server's invite guard). */
const ADDRESS_JOIN_BUDGET = 30;
const JOINS_PER_DEVICE = 10;

/** A device that connects through the same proxy as the phones, from `address`, and answers each join with its error. */
async function deviceFrom(address: string) {
  const url = `${phones.baseUrl.replace(/^http/, 'ws')}${REALTIME_PATH}?${REALTIME_DEVICE_PARAM}=${randomUUID()}`;
  const answers: IMessage[] = [];
  const waiting: ((message: IMessage) => void)[] = [];
  const client = new Client({
    webSocketFactory: () => new WebSocket(url, ['v12.stomp'], { headers: { 'X-Forwarded-For': address } }),
    reconnectDelay: 0,
  });
  await new Promise<void>((resolve, reject) => {
    client.onConnect = () => resolve();
    client.onWebSocketError = () => reject(new Error('WebSocket error'));
    client.activate();
  });
  client.subscribe(USER_DESTINATIONS.errors, (message) => {
    const waiter = waiting.shift();
    if (waiter) {
      waiter(message);
    } else {
      answers.push(message);
    }
  });
  return {
    /** Tries a code that cannot be one (never looked up, but it costs the address a join attempt). */
    async tryJoin(): Promise<string> {
      const answer = new Promise<IMessage>((resolve) => {
        const queued = answers.shift();
        if (queued) {
          resolve(queued);
        } else {
          waiting.push(resolve);
        }
      });
      client.publish({ destination: APP_DESTINATIONS.accept, body: JSON.stringify({ inviteCode: '0' }) });
      return (JSON.parse((await answer).body) as { code: string }).code;
    },
    close: () => client.deactivate(),
  };
}

describe('every phone joins from a client address of its own (decision 82)', () => {
  it("one address using up its join attempts leaves another phone's untouched", async () => {
    const spentAddress = '192.0.2.7';
    for (let device = 0; device < ADDRESS_JOIN_BUDGET / JOINS_PER_DEVICE; device += 1) {
      const guesser = await deviceFrom(spentAddress);
      for (let attempt = 0; attempt < JOINS_PER_DEVICE; attempt += 1) {
        expect(await guesser.tryJoin()).toBe('invite-not-found');
      }
      await guesser.close();
    }

    const tryCodeOn = async (address?: string) => {
      const { page } = await phones.phone({ address });
      await openApp(page, '/together');
      await page.getByRole('textbox', { name: 'Invite code' }).pressSequentially('ZZ2345');
      return page;
    };
    const samePlace = await tryCodeOn(spentAddress);
    await samePlace.getByText('Too many attempts. Please wait a moment and try again.').waitFor();
    const elsewhere = await tryCodeOn();
    await elsewhere.getByText('That invite code does not exist. Check the code and try again.').waitFor();
  });
});
