import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import { waitForHttp } from './processes';

/** Enables RabbitMQ's Web-STOMP plugin (idempotent) and waits for its listener on 15674. */
export async function enableWebStomp(): Promise<void> {
  execFileSync('rabbitmq-plugins', ['enable', 'rabbitmq_web_stomp'], { stdio: 'ignore', timeout: 120_000 });
  const deadline = Date.now() + 30_000;
  for (;;) {
    try {
      await waitForHttp('http://127.0.0.1:15674/ws', 1000);
      return;
    } catch {
      // 15674 answers WebSocket upgrades only; a plain GET fails but proves it listens.
      const listening = await fetch('http://127.0.0.1:15674/ws').then(
        () => true,
        () => false,
      );
      if (listening) {
        return;
      }
    }
    if (Date.now() > deadline) {
      throw new Error('RabbitMQ Web-STOMP did not start listening on 15674');
    }
  }
}

/** The pid of RabbitMQ's Erlang VM (beam.smp). */
export function beamPid(): number {
  for (const entry of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) {
      continue;
    }
    try {
      const command = fs.readFileSync(`/proc/${entry}/cmdline`, 'utf8');
      if (command.includes('beam.smp') && command.includes('rabbit')) {
        return Number(entry);
      }
    } catch {
      // the process ended while we looked
    }
  }
  throw new Error('RabbitMQ (beam.smp) is not running');
}

/** The broker's open-file limit: how many connections it can hold at most. */
export function beamFileLimit(pid: number): number {
  const limits = fs.readFileSync(`/proc/${pid}/limits`, 'utf8');
  const match = /Max open files\s+(\d+)/.exec(limits);
  return match ? Number(match[1]) : 0;
}
