import type { StompFrame } from './frame';
import { messageFrame } from './session-frames';

export type AddSubscriptionResult = 'added' | 'duplicate-id' | 'limit-reached';

/** One session's subscriptions, keyed by the client-chosen `id` header, and the MESSAGE fan-out over them. */
export class SubscriptionRegistry {
  private readonly byId = new Map<string, string>();
  private messageCounter = 0;

  constructor(
    private readonly maxSubscriptions: number,
    private readonly messageIdPrefix: string,
  ) {}

  add(id: string, destination: string): AddSubscriptionResult {
    if (this.byId.has(id)) {
      return 'duplicate-id';
    }
    if (this.byId.size >= this.maxSubscriptions) {
      return 'limit-reached';
    }
    this.byId.set(id, destination);
    return 'added';
  }

  remove(id: string): void {
    this.byId.delete(id);
  }

  /** Subscription ids on exactly `destination`. */
  idsFor(destination: string): string[] {
    const ids: string[] = [];
    for (const [id, subscribed] of this.byId) {
      if (subscribed === destination) {
        ids.push(id);
      }
    }
    return ids;
  }

  /** One MESSAGE per subscription on `destination`, each with a session-unique message-id. */
  messagesFor(destination: string, body: Buffer, contentType: string): StompFrame[] {
    return this.idsFor(destination).map((id) => {
      this.messageCounter += 1;
      return messageFrame(
        destination,
        id,
        `${this.messageIdPrefix}-${this.messageCounter}`,
        body,
        contentType,
      );
    });
  }

  get size(): number {
    return this.byId.size;
  }
}
