import { WebSocket } from 'ws';
import type { ClientOptions } from 'ws';
import type { StompFrame } from '../frames/frame';
import { FrameParser } from '../frames/frame-parser';
import { rawDataToBuffer } from '../frames/raw-data';
import type { ParseEvent } from '../frames/frame-parser';
import { AsyncQueue } from './deferred';

export interface CloseInfo {
  readonly code: number;
  readonly reason: string;
}

/** A plain `ws` client speaking hand-written STOMP, for wire-level tests. */
export class RawStompClient {
  readonly closed: Promise<CloseInfo>;
  readonly events = new AsyncQueue<ParseEvent>();
  /** Raw WebSocket messages with their text/binary flag. */
  readonly messages: { data: Buffer; isBinary: boolean }[] = [];
  /** Socket errors after the handshake (e.g. a reset when the server destroys the connection). */
  readonly errors: Error[] = [];
  private readonly parser = new FrameParser({ maxFrameBytes: 1024 * 1024 });

  private constructor(readonly socket: WebSocket) {
    socket.on('error', (error) => this.errors.push(error));
    socket.on('message', (data, isBinary) => {
      const buffer = rawDataToBuffer(data);
      this.messages.push({ data: buffer, isBinary });
      for (const event of this.parser.push(buffer)) {
        this.events.push(event);
      }
    });
    this.closed = new Promise((resolve) => {
      socket.once('close', (code, reason) => {
        this.events.end(new Error(`socket closed (${code})`));
        resolve({ code, reason: reason.toString() });
      });
    });
  }

  static open(
    url: string,
    protocols: string[] = ['v12.stomp', 'v11.stomp'],
    options: ClientOptions = {},
  ): Promise<RawStompClient> {
    const socket = new WebSocket(url, protocols, options);
    return new Promise((resolve, reject) => {
      socket.once('open', () => resolve(new RawStompClient(socket)));
      socket.once('error', reject);
    });
  }

  send(data: string | Buffer): void {
    this.socket.send(data);
  }

  async nextFrame(): Promise<StompFrame> {
    for (;;) {
      const event = await this.events.next();
      if (event.type === 'frame') {
        return event.frame;
      }
      if (event.type === 'error') {
        throw new Error(`client-side parse error: ${event.message}`);
      }
    }
  }

  async connect(heartBeat = '0,0', acceptVersion = '1.2'): Promise<StompFrame> {
    this.send(`CONNECT\naccept-version:${acceptVersion}\nhost:localhost\nheart-beat:${heartBeat}\n\n\0`);
    const frame = await this.nextFrame();
    if (frame.command !== 'CONNECTED') {
      throw new Error(`expected CONNECTED, got ${frame.command}: ${frame.body.toString()}`);
    }
    return frame;
  }

  close(): void {
    this.socket.terminate();
  }
}
