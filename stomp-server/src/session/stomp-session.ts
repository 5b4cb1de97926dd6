import { randomUUID } from 'node:crypto';
import type { WebSocket } from 'ws';
import { interpretClientFrame } from './client-actions';
import { echoPrefix } from '../frames/client-text';
import { negotiateConnect } from './connect-negotiation';
import { getHeader, headerRecord } from '../frames/frame';
import type { StompFrame } from '../frames/frame';
import { FrameIntake } from '../limits/frame-intake';
import { FrameRefused } from './frame-refused';
import { requireIncoming } from './heart-beat';
import { monitorPings } from './ping-monitor';
import { rawDataToBuffer } from '../frames/raw-data';
import { connectedFrame, errorFrame, receiptFrame } from './session-frames';
import { SessionTransport } from './session-transport';
import { SubscriptionRegistry } from './subscriptions';
import { settledWithin } from './settled-within';
import type { StompApplication, StompSessionHandle, StompSessionOptions } from '../types';

type SessionState = 'awaiting-connect' | 'connected' | 'draining' | 'closing' | 'closed';

export const CLOSE_NORMAL = 1000;
export const CLOSE_PROTOCOL_ERROR = 1002;
export const CLOSE_POLICY_VIOLATION = 1008;
export const CLOSE_SERVICE_RESTART = 1012;

/** One WebSocket connection's STOMP state machine. Frames are handled strictly one at a time, in order. */
export class StompSession implements StompSessionHandle {
  readonly sessionId = randomUUID();
  /** Settles when the WebSocket has closed. */
  readonly closed: Promise<void>;
  private state: SessionState = 'awaiting-connect';
  private readonly subscriptions: SubscriptionRegistry;
  private readonly intake: FrameIntake;
  private readonly connectTimer: NodeJS.Timeout;
  private readonly transport: SessionTransport;
  private connectedOnce = false;

  constructor(
    private readonly socket: WebSocket,
    readonly principal: string,
    readonly clientAddress: string,
    private readonly application: StompApplication,
    private readonly options: StompSessionOptions,
  ) {
    const intakeLimits = {
      frame: options.frameLimits,
      maxQueued: options.maxQueuedFrames,
      rate: options.rateLimit,
    };
    this.intake = new FrameIntake(intakeLimits, {
      handleFrame: (frame) => this.handleFrame(frame),
      handleParseError: (message) => this.protocolError(message),
      handleOverflow: () => this.protocolError('Too many frames awaiting processing'),
      pauseReading: () => socket.pause(),
      resumeReading: () => socket.resume(),
      handleRateExceeded: () => this.protocolError('Too many frames per second'),
      handleTaskFailure: (error) => this.warn('STOMP frame handling failed', error),
    });
    this.subscriptions = new SubscriptionRegistry(options.maxSubscriptions, this.sessionId);
    this.connectTimer = setTimeout(
      () => this.protocolError('No CONNECT frame received in time'),
      options.connectTimeoutMs,
    ).unref();
    this.transport = new SessionTransport(socket, options, () => this.slowConsumer());
    this.closed = this.transport.closed;
    monitorPings(socket, options.pingIntervalMs);
    socket.on('message', (data) => this.receive(rawDataToBuffer(data)));
    socket.on('error', (error) => this.warn('STOMP socket error', error));
    socket.once('close', () => this.onSocketClosed());
  }

  send(destination: string, body: string | Uint8Array, contentType = 'application/json'): number {
    if (this.state !== 'connected') {
      return 0;
    }
    const payload = typeof body === 'string' ? Buffer.from(body, 'utf8') : Buffer.from(body);
    const message = this.subscriptions.messageFor(destination, payload, contentType);
    return message !== undefined && this.transport.write(message) ? 1 : 0;
  }

  isSubscribed(destination: string): boolean {
    return this.subscriptions.isSubscribed(destination);
  }

  /** Bytes waiting in this session's send buffers (within the outbound budget). */
  get bufferedBytes(): number {
    return this.transport.bufferedBytes;
  }

  /** Ignores further input, lets the frame in progress finish (so its RECEIPT goes out), then closes with 1012. */
  async shutdown(timeoutMs: number): Promise<void> {
    if (this.state === 'closed') {
      return;
    }
    if (this.state !== 'closing') {
      this.state = 'draining';
      this.stopTimers();
      await settledWithin(this.intake.idle(), timeoutMs);
      this.closeSocket(CLOSE_SERVICE_RESTART, 'service restart');
    }
    await settledWithin(this.transport.closed, timeoutMs);
    this.transport.terminate();
  }

  private receive(data: Buffer): void {
    if (this.state !== 'awaiting-connect' && this.state !== 'connected') {
      return;
    }
    this.transport.noteReceived();
    this.intake.push(data);
  }

  private async handleFrame(frame: StompFrame): Promise<void> {
    if (this.state === 'awaiting-connect') {
      this.handleConnect(frame);
      return;
    }
    if (this.state !== 'connected') {
      return;
    }
    const action = interpretClientFrame(frame, this.options.maxIdBytes);
    switch (action.kind) {
      case 'violation':
        return this.protocolError(action.message, frame);
      case 'send':
        return this.handleSend(frame, action.destination);
      case 'subscribe':
        return this.handleSubscribe(frame, action.id, action.destination);
      case 'unsubscribe':
        this.subscriptions.remove(action.id);
        return this.sendReceipt(frame);
      case 'acknowledge':
        return this.sendReceipt(frame);
      case 'disconnect':
        this.sendReceipt(frame);
        return this.closeSocket(CLOSE_NORMAL, 'disconnect');
    }
  }

  private handleConnect(frame: StompFrame): void {
    if (frame.command !== 'CONNECT' && frame.command !== 'STOMP') {
      return this.protocolError(`Expected CONNECT, received ${echoPrefix(frame.command)}`, frame);
    }
    const { outgoingMs, incomingMs } = this.options.heartBeat;
    const outcome = negotiateConnect(frame, { canSend: outgoingMs, wantsToReceive: incomingMs });
    if (!outcome.ok) {
      return this.protocolError(outcome.message, frame, outcome.headers);
    }
    clearTimeout(this.connectTimer);
    this.state = 'connected';
    this.transport.write(
      connectedFrame(outcome.version, outcome.heartBeatHeader, this.sessionId, this.options.serverName),
    );
    this.connectedOnce = true;
    const schedule = requireIncoming(outcome.schedule, this.options.maxHeartBeatIntervalMs);
    this.transport.startHeartBeats(schedule, () => {
      // Paused by us: whatever the client sent waits unread, so its silence is ours.
      if (this.socket.isPaused) {
        this.transport.noteReceived();
        return;
      }
      this.protocolError(`No heart-beat or frame received for ${schedule.incomingMs * 2} ms`);
    });
    this.callApplication('onConnect', () => this.application.onConnect(this));
  }

  private async handleSend(frame: StompFrame, destination: string): Promise<void> {
    try {
      await this.application.onSend(this, destination, frame.body, headerRecord(frame));
    } catch (error) {
      if (error instanceof FrameRefused) {
        return this.protocolError(error.message, frame);
      }
      this.warn('STOMP SEND handler failed', error, { destination });
      return;
    }
    this.sendReceipt(frame);
  }

  private handleSubscribe(frame: StompFrame, id: string, destination: string): void {
    const refusal = this.subscriptions.add(id, destination);
    if (refusal !== undefined) {
      return this.protocolError(refusal, frame);
    }
    this.callApplication('onSubscribe', () => this.application.onSubscribe?.(this, destination));
    this.sendReceipt(frame);
  }

  private sendReceipt(frame: StompFrame): void {
    const receipt = getHeader(frame, 'receipt');
    if (receipt !== undefined) {
      this.transport.write(receiptFrame(receipt));
    }
  }

  private protocolError(
    message: string,
    offending?: StompFrame,
    headers?: Readonly<Record<string, string>>,
  ): void {
    this.closeWithError(
      errorFrame(message, this.receiptToEcho(offending), headers),
      CLOSE_PROTOCOL_ERROR,
      'protocol error',
    );
  }

  private slowConsumer(): void {
    const message = `Client is not reading: more than ${this.options.outboundBufferBytes} bytes unsent`;
    this.closeWithError(errorFrame(message), CLOSE_POLICY_VIOLATION, 'slow consumer');
  }

  private closeWithError(error: StompFrame, code: number, reason: string): void {
    if (this.state !== 'awaiting-connect' && this.state !== 'connected') {
      return;
    }
    this.transport.writeFinal(error);
    this.closeSocket(code, reason);
  }

  /** An over-long receipt was refused, so it is not repeated. */
  private receiptToEcho(offending: StompFrame | undefined): string | undefined {
    const receipt = offending === undefined ? undefined : getHeader(offending, 'receipt');
    return receipt !== undefined && Buffer.byteLength(receipt, 'utf8') <= this.options.maxIdBytes
      ? receipt
      : undefined;
  }

  private callApplication(hook: string, call: () => void): void {
    try {
      call();
    } catch (error) {
      this.warn('STOMP application hook threw', error, { hook });
    }
  }

  private warn(message: string, error: unknown, context: Record<string, unknown> = {}): void {
    this.options.logger.warn(
      // Not the principal: it may be a credential (a device id, a token's subject), and loggers redact by field.
      { ...context, err: error, sessionId: this.sessionId },
      message,
    );
  }

  private closeSocket(code: number, reason: string): void {
    if (this.state === 'closed') {
      return;
    }
    this.state = 'closing';
    this.stopTimers();
    this.transport.close(code, reason);
  }

  private stopTimers(): void {
    clearTimeout(this.connectTimer);
    this.transport.stopHeartBeats();
  }

  private onSocketClosed(): void {
    this.state = 'closed';
    this.stopTimers();
    if (this.connectedOnce) {
      this.callApplication('onDisconnect', () => this.application.onDisconnect(this));
    }
  }
}
