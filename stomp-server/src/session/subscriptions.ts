import { echoPrefix } from '../frames/client-text';
import type { StompFrame } from '../frames/frame';
import { messageFrame } from './session-frames';

/**
 * One session's subscriptions, keyed by the client-chosen `id` header, and the MESSAGE for each delivery.
 * A destination can be subscribed once per session, so one message sent never becomes more than one frame.
 */
export class SubscriptionRegistry {
  private readonly destinationById = new Map<string, string>();
  private readonly idByDestination = new Map<string, string>();
  private messageCounter = 0;

  constructor(
    private readonly maxSubscriptions: number,
    private readonly messageIdPrefix: string,
  ) {}

  /** Adds the subscription, or returns why not (the text of the ERROR). */
  add(id: string, destination: string): string | undefined {
    if (this.destinationById.has(id)) {
      return `Subscription id ${echoPrefix(id)} is already in use`;
    }
    if (this.idByDestination.has(destination)) {
      return `Already subscribed to ${echoPrefix(destination)}`;
    }
    if (this.destinationById.size >= this.maxSubscriptions) {
      return 'Too many subscriptions';
    }
    this.destinationById.set(id, destination);
    this.idByDestination.set(destination, id);
    return undefined;
  }

  remove(id: string): void {
    const destination = this.destinationById.get(id);
    if (destination === undefined) {
      return;
    }
    this.destinationById.delete(id);
    this.idByDestination.delete(destination);
  }

  isSubscribed(destination: string): boolean {
    return this.idByDestination.has(destination);
  }

  /** The MESSAGE for the subscription on `destination` with a session-unique message-id, if there is one. */
  messageFor(destination: string, body: Buffer, contentType: string): StompFrame | undefined {
    const id = this.idByDestination.get(destination);
    if (id === undefined) {
      return undefined;
    }
    this.messageCounter += 1;
    return messageFrame(destination, id, `${this.messageIdPrefix}-${this.messageCounter}`, body, contentType);
  }

  get size(): number {
    return this.destinationById.size;
  }
}
