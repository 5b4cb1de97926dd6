import { APP_DESTINATIONS } from '@name-swiper/contract/realtime';
import type { Client } from '@stomp/stompjs';
import { TokenBucket } from '@name-swiper/stomp-server';
import type { RateLimit } from '@name-swiper/stomp-server';

export type VoteAction =
  | { readonly kind: 'vote'; readonly nameId: string; readonly approved: boolean }
  | { readonly kind: 'unvote'; readonly nameId: string };

export interface VoteOutboxOptions {
  /** SENDs awaiting their RECEIPT at once; must stay below the server's queue limit. */
  readonly maxInFlight: number;
  /** Client-side pacing; must stay below the server's per-session rate limit. */
  readonly pace: RateLimit;
}

interface Entry {
  readonly action: VoteAction;
}

/**
 * A client's vote outbox for Node tests (the web app's keeps its entries in localStorage): every action waits
 * here until its RECEIPT says it is committed, and on every (re)connect everything unacknowledged is sent
 * again, in order. A newer action on a name replaces an older one that has not been acknowledged yet.
 */
export class VoteOutbox {
  /** Every action whose RECEIPT arrived, in arrival order. */
  readonly acknowledged: VoteAction[] = [];
  private readonly entries = new Map<string, Entry>();
  private readonly inFlight = new Set<Entry>();
  private bucket: TokenBucket;
  private paceTimer: NodeJS.Timeout | undefined;
  private receiptCounter = 0;

  constructor(
    private readonly client: Client,
    private readonly options: VoteOutboxOptions,
  ) {
    this.bucket = new TokenBucket(options.pace);
  }

  add(action: VoteAction): void {
    this.entries.delete(action.nameId);
    this.entries.set(action.nameId, { action });
    this.pump();
  }

  /** Call from the client's onConnect: the new session starts with nothing in flight. */
  resendAll(): void {
    this.inFlight.clear();
    this.bucket = new TokenBucket(this.options.pace);
    this.pump();
  }

  /** For failure messages. */
  describe(): string {
    return `${this.entries.size} pending, ${this.inFlight.size} in flight, ${this.acknowledged.length} acknowledged, connected: ${this.client.connected}`;
  }

  get pending(): number {
    return this.entries.size;
  }

  stop(): void {
    clearTimeout(this.paceTimer);
  }

  private pump(): void {
    if (!this.client.connected || this.paceTimer !== undefined) {
      return;
    }
    for (const entry of this.entries.values()) {
      if (this.inFlight.size >= this.options.maxInFlight) {
        return;
      }
      if (this.inFlight.has(entry)) {
        continue;
      }
      if (!this.bucket.take()) {
        this.paceTimer = setTimeout(() => {
          this.paceTimer = undefined;
          this.pump();
        }, 1000 / this.options.pace.perSecond);
        return;
      }
      this.send(entry);
    }
  }

  private send(entry: Entry): void {
    const { action } = entry;
    this.receiptCounter += 1;
    const receipt = `vote-${this.receiptCounter}`;
    this.inFlight.add(entry);
    this.client.watchForReceipt(receipt, () => this.acknowledge(entry));
    const body =
      action.kind === 'vote'
        ? { nameId: action.nameId, approved: action.approved }
        : { nameId: action.nameId };
    this.client.publish({
      destination: action.kind === 'vote' ? APP_DESTINATIONS.vote : APP_DESTINATIONS.unvote,
      body: JSON.stringify(body),
      headers: { receipt, 'content-type': 'application/json' },
    });
  }

  private acknowledge(entry: Entry): void {
    this.inFlight.delete(entry);
    this.acknowledged.push(entry.action);
    if (this.entries.get(entry.action.nameId) === entry) {
      this.entries.delete(entry.action.nameId);
    }
    this.pump();
  }
}
