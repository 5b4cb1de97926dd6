import { isUtf8 } from 'node:buffer';
import { WebSocket } from 'ws';
import type { StompFrame } from '../frames/frame';
import { serialiseFrame } from '../frames/frame-serialiser';
import { HeartBeatMonitor } from './heart-beat';
import type { HeartBeatSchedule } from './heart-beat';

export interface TransportLimits {
  /** Bytes that may wait in this connection's send buffers; a write beyond it is not made. */
  readonly outboundBufferBytes: number;
  /** How long a close handshake may take before the connection is cut. */
  readonly closeTimeoutMs: number;
}

const EOL = Buffer.from('\n');

/**
 * The sending side of one session's WebSocket: frames and heart-beats within the outbound budget, and closing.
 * `bufferedAmount` counts what `ws` and the TCP socket hold in user space; the kernel's own socket buffers come
 * on top and are bounded by the operating system.
 */
export class SessionTransport {
  readonly closed: Promise<void>;
  private heartBeat: HeartBeatMonitor | undefined;
  private closeTimer: NodeJS.Timeout | undefined;

  constructor(
    private readonly socket: WebSocket,
    private readonly limits: TransportLimits,
    private readonly onOverBudget: () => void,
  ) {
    this.closed = new Promise((resolve) => socket.once('close', () => resolve()));
    socket.once('close', () => {
      this.stopHeartBeats();
      clearTimeout(this.closeTimer);
    });
  }

  get bufferedBytes(): number {
    return this.socket.bufferedAmount;
  }

  /** Sends a frame if it fits in the budget; otherwise sends nothing, reports it and returns false. */
  write(frame: StompFrame): boolean {
    return this.sendWithinBudget(serialiseFrame(frame));
  }

  /** The last frame before a close (an ERROR): sent even past the budget, which it exceeds by its own size only. */
  writeFinal(frame: StompFrame): void {
    this.send(serialiseFrame(frame));
  }

  startHeartBeats(schedule: HeartBeatSchedule, onPeerSilent: () => void): void {
    this.heartBeat = new HeartBeatMonitor({
      schedule,
      sendHeartBeat: () => this.sendWithinBudget(EOL),
      onPeerSilent,
    });
  }

  noteReceived(): void {
    this.heartBeat?.noteReceived();
  }

  stopHeartBeats(): void {
    this.heartBeat?.stop();
  }

  /** Starts the close handshake; a peer that does not finish it in time (e.g. because it does not read) is cut. */
  close(code: number, reason: string): void {
    this.stopHeartBeats();
    this.socket.close(code, reason);
    if (this.closeTimer === undefined && this.socket.readyState !== WebSocket.CLOSED) {
      this.closeTimer = setTimeout(() => this.socket.terminate(), this.limits.closeTimeoutMs).unref();
    }
  }

  terminate(): void {
    this.socket.terminate();
  }

  private sendWithinBudget(data: Buffer): boolean {
    if (this.socket.readyState !== WebSocket.OPEN) {
      return false;
    }
    if (this.socket.bufferedAmount + data.length > this.limits.outboundBufferBytes) {
      this.onOverBudget();
      return false;
    }
    this.send(data);
    return true;
  }

  private send(data: Buffer): void {
    if (this.socket.readyState !== WebSocket.OPEN) {
      return;
    }
    // Text messages are easier to inspect in browser tools; binary is needed when the body is not UTF-8.
    this.socket.send(data, { binary: !isUtf8(data) });
    this.heartBeat?.noteSent();
  }
}
