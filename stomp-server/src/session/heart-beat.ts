/** A `heart-beat` header: what one side can send and what it wants to receive, in ms (0 = none). */
export interface HeartBeatHeader {
  readonly canSend: number;
  readonly wantsToReceive: number;
}

/** Negotiated intervals from the server's point of view, in ms (0 = disabled). */
export interface HeartBeatSchedule {
  readonly outgoingMs: number;
  readonly incomingMs: number;
}

const NO_HEART_BEAT: HeartBeatHeader = { canSend: 0, wantsToReceive: 0 };

/** Parses `cx,cy`; an absent header means `0,0`. Returns undefined when malformed. */
export function parseHeartBeatHeader(value: string | undefined): HeartBeatHeader | undefined {
  if (value === undefined) {
    return NO_HEART_BEAT;
  }
  const match = /^\s*([0-9]{1,9})\s*,\s*([0-9]{1,9})\s*$/.exec(value);
  if (match === null) {
    return undefined;
  }
  return { canSend: Number(match[1]), wantsToReceive: Number(match[2]) };
}

export function formatHeartBeatHeader(header: HeartBeatHeader): string {
  return `${header.canSend},${header.wantsToReceive}`;
}

function direction(senderCanSend: number, receiverWants: number): number {
  if (senderCanSend === 0 || receiverWants === 0) {
    return 0;
  }
  return Math.max(senderCanSend, receiverWants);
}

/**
 * STOMP 1.2: client-to-server heart-beats happen every MAX(cx, sy) ms unless cx or sy is 0;
 * server-to-client ones every MAX(sx, cy) ms unless sx or cy is 0.
 */
export function negotiateHeartBeat(client: HeartBeatHeader, server: HeartBeatHeader): HeartBeatSchedule {
  return {
    outgoingMs: direction(server.canSend, client.wantsToReceive),
    incomingMs: direction(client.canSend, server.wantsToReceive),
  };
}

/**
 * The server's own rule on top of the negotiation: whatever the client offered (no heart-beats, or rarer ones),
 * it is expected to send something at least every `maxIncomingMs`, so an idle connection cannot be held forever.
 */
export function requireIncoming(schedule: HeartBeatSchedule, maxIncomingMs: number): HeartBeatSchedule {
  const incomingMs = schedule.incomingMs === 0 ? maxIncomingMs : Math.min(schedule.incomingMs, maxIncomingMs);
  return { ...schedule, incomingMs };
}

export interface HeartBeatMonitorOptions {
  readonly schedule: HeartBeatSchedule;
  /** Sends one EOL to the peer. */
  readonly sendHeartBeat: () => void;
  /** Called once when nothing arrived for twice the incoming interval. */
  readonly onPeerSilent: () => void;
  readonly now?: () => number;
}

/**
 * Keeps one connection's heart-beats: sends an EOL whenever nothing else was sent for the outgoing
 * interval, and reports the peer silent after twice the incoming interval without any data.
 * Timers reschedule lazily so noting traffic is cheap.
 */
export class HeartBeatMonitor {
  private readonly options: HeartBeatMonitorOptions;
  private readonly now: () => number;
  private lastSent: number;
  private lastReceived: number;
  private sendTimer: NodeJS.Timeout | undefined;
  private receiveTimer: NodeJS.Timeout | undefined;
  private stopped = false;

  constructor(options: HeartBeatMonitorOptions) {
    this.options = options;
    this.now = options.now ?? Date.now;
    this.lastSent = this.now();
    this.lastReceived = this.lastSent;
    this.scheduleSend(options.schedule.outgoingMs);
    this.scheduleReceiveCheck(options.schedule.incomingMs * 2);
  }

  noteSent(): void {
    this.lastSent = this.now();
  }

  noteReceived(): void {
    this.lastReceived = this.now();
  }

  stop(): void {
    this.stopped = true;
    clearTimeout(this.sendTimer);
    clearTimeout(this.receiveTimer);
  }

  private scheduleSend(delayMs: number): void {
    const interval = this.options.schedule.outgoingMs;
    if (interval === 0 || this.stopped) {
      return;
    }
    this.sendTimer = setTimeout(() => {
      const idleFor = this.now() - this.lastSent;
      if (idleFor < interval) {
        this.scheduleSend(interval - idleFor);
        return;
      }
      this.lastSent = this.now();
      this.options.sendHeartBeat();
      this.scheduleSend(interval);
    }, delayMs).unref();
  }

  private scheduleReceiveCheck(delayMs: number): void {
    const tolerance = this.options.schedule.incomingMs * 2;
    if (tolerance === 0 || this.stopped) {
      return;
    }
    this.receiveTimer = setTimeout(() => {
      const silentFor = this.now() - this.lastReceived;
      if (silentFor < tolerance) {
        this.scheduleReceiveCheck(tolerance - silentFor);
        return;
      }
      this.stop();
      this.options.onPeerSilent();
    }, delayMs).unref();
  }
}
