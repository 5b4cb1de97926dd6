import { randomUUID } from 'node:crypto';
import type { WebSocket } from 'ws';
import { interpretClientFrame } from './client-actions';
import { negotiateConnect } from './connect-negotiation';
import { getHeader, headerRecord } from './frame';
import type { StompFrame } from './frame';
import { FrameIntake } from './frame-intake';
import { rawDataToBuffer } from './raw-data';
import { connectedFrame, errorFrame, receiptFrame } from './session-frames';
import { SessionTransport } from './session-transport';
import { SubscriptionRegistry } from './subscriptions';
import { settledWithin } from './settled-within';
import type { StompApplication, StompSessionHandle, StompSessionOptions } from './types';

type SessionState = 'awaiting-connect' | 'connected' | 'draining' | 'closing' | 'closed';

export const CLOSE_NORMAL = 1000;
export const CLOSE_PROTOCOL_ERROR = 1002;
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
    socket: WebSocket,
    readonly deviceId: string,
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
      handleRateExceeded: () => this.protocolError('Too many frames per second'),
      handleTaskFailure: (error) => this.warn('STOMP frame handling failed', error),
    });
    this.subscriptions = new SubscriptionRegistry(options.maxSubscriptions, this.sessionId);
    this.connectTimer = setTimeout(
      () => this.protocolError('No CONNECT frame received in time'),
      options.connectTimeoutMs,
    ).unref();
    this.transport = new SessionTransport(socket);
    this.closed = this.transport.closed;
    socket.on('message', (data) => this.receive(rawDataToBuffer(data)));
    socket.on('error', (error) => this.warn('STOMP socket error', error));
    socket.once('close', () => this.onSocketClosed());
  }

  send(destination: string, body: string | Uint8Array, contentType = 'application/json'): number {
    if (this.state !== 'connected') {
      return 0;
    }
    const payload = typeof body === 'string' ? Buffer.from(body, 'utf8') : Buffer.from(body);
    const messages = this.subscriptions.messagesFor(destination, payload, contentType);
    for (const message of messages) {
      this.transport.write(message);
    }
    return messages.length;
  }

  isSubscribed(destination: string): boolean {
    return this.subscriptions.idsFor(destination).length > 0;
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
    const action = interpretClientFrame(frame);
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
      return this.protocolError(`Expected CONNECT, received ${frame.command}`, frame);
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
    this.transport.startHeartBeats(outcome.schedule);
    this.callApplication('onConnect', () => this.application.onConnect(this));
  }

  private async handleSend(frame: StompFrame, destination: string): Promise<void> {
    try {
      await this.application.onSend(this, destination, frame.body, headerRecord(frame));
    } catch (error) {
      this.warn('STOMP SEND handler failed', error, { destination });
      return;
    }
    this.sendReceipt(frame);
  }

  private handleSubscribe(frame: StompFrame, id: string, destination: string): void {
    const result = this.subscriptions.add(id, destination);
    if (result !== 'added') {
      const reason =
        result === 'duplicate-id' ? `Subscription id ${id} is already in use` : 'Too many subscriptions';
      return this.protocolError(reason, frame);
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
    if (this.state !== 'awaiting-connect' && this.state !== 'connected') {
      return;
    }
    this.transport.write(errorFrame(message, offending, headers));
    this.closeSocket(CLOSE_PROTOCOL_ERROR, 'protocol error');
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
      { ...context, err: error, sessionId: this.sessionId, deviceId: this.deviceId },
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
