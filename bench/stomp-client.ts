import WebSocket from 'ws';

/** One received STOMP frame. */
export interface Frame {
  command: string;
  headers: Map<string, string>;
  body: string;
}

export function encodeFrame(command: string, headers: Record<string, string>, body = ''): string {
  const lines = Object.entries(headers).map(([key, value]) => `${key}:${value}`);
  return `${command}\n${lines.join('\n')}${lines.length > 0 ? '\n' : ''}\n${body}\0`;
}

/** Parses every frame of one WebSocket message; a lone end-of-line is a heart-beat and yields nothing. */
export function decodeFrames(data: string): Frame[] {
  const frames: Frame[] = [];
  for (const chunk of data.split('\0')) {
    const text = chunk.replace(/^[\r\n]+/, '');
    if (text === '') {
      continue;
    }
    const split = text.indexOf('\n\n');
    const head = split >= 0 ? text.slice(0, split) : text;
    const [command = '', ...lines] = head.split('\n');
    const headers = new Map<string, string>();
    for (const line of lines) {
      const colon = line.indexOf(':');
      if (colon > 0 && !headers.has(line.slice(0, colon))) {
        headers.set(line.slice(0, colon), line.slice(colon + 1));
      }
    }
    frames.push({ command, headers, body: split >= 0 ? text.slice(split + 2) : '' });
  }
  return frames;
}

export interface ConnectOptions {
  url: string;
  /** Extra CONNECT headers (login, passcode, host for RabbitMQ). */
  headers?: Record<string, string>;
  /** Heart-beat interval both ways in ms; 0 for none. */
  heartBeatMs?: number;
  timeoutMs?: number;
  /** Connect from the loopback address of this number (see loopbackAddress) instead of the next one. */
  addressIndex?: number;
}

/**
 * A lean STOMP 1.2 client over `ws` speaking the same frames as @stomp/stompjs: CONNECT with accept-version
 * 1.2, SUBSCRIBE with ids, SEND with receipts, heart-beats as single end-of-lines. No reconnects.
 */
let connections = 0;

/**
 * Each connection comes from its own loopback address (127.3.x.y), as devices of different households would:
 * the server caps sockets, upgrades and STOMP writes per client address, and one address for every benchmark
 * client would measure those caps instead of the server.
 */
/** A load process that holds devices first… starts its addresses there, so no two processes share one. */
export function startAddressesAt(first: number): void {
  connections = first;
}

function loopbackAddress(index: number): string {
  return `127.3.${Math.floor(index / 250) % 250}.${(index % 250) + 1}`;
}

function nextLoopbackAddress(): string {
  connections += 1;
  return loopbackAddress(connections);
}

export class StompClient {
  private readonly receipts = new Map<string, { resolve(): void; reject(error: Error): void }>();
  /** Receipts awaited by `sendCounted`, without a timer each (the load generator drains them itself). */
  private readonly counted = new Map<string, (ok: boolean) => void>();
  private closedBecause = '';
  private readonly subscriptions = new Map<string, (frame: Frame) => void>();
  private nextId = 0;
  private heartBeat: NodeJS.Timeout | undefined;
  private failure: ((error: Error) => void) | undefined;

  private constructor(private readonly socket: WebSocket) {
    socket.on('message', (data: Buffer) => this.receive(data.toString('utf8')));
    socket.on('close', (code) => {
      this.stopHeartBeat();
      this.closedBecause ||= `closed ${code}`;
      for (const pending of this.receipts.values()) {
        pending.reject(new Error(`${this.closedBecause} before its RECEIPT`));
      }
      this.receipts.clear();
      for (const done of this.counted.values()) {
        done(false);
      }
      this.counted.clear();
    });
    socket.on('error', () => this.stopHeartBeat());
  }

  static async connect(options: ConnectOptions): Promise<StompClient> {
    const socket = new WebSocket(options.url, ['v12.stomp'], {
      perMessageDeflate: false,
      localAddress:
        options.addressIndex === undefined ? nextLoopbackAddress() : loopbackAddress(options.addressIndex),
    });
    const client = new StompClient(socket);
    const heartBeat = options.heartBeatMs ?? 0;
    await new Promise<void>((resolve, reject) => {
      const timer = setTimeout(
        () => reject(new Error('STOMP connect timed out')),
        options.timeoutMs ?? 30_000,
      );
      client.failure = (error) => {
        clearTimeout(timer);
        reject(error);
      };
      socket.once('error', (error) => client.failure?.(error));
      socket.once('close', (code) => client.failure?.(new Error(`closed ${code} before CONNECTED`)));
      socket.once('open', () => {
        socket.send(
          encodeFrame('CONNECT', {
            'accept-version': '1.2',
            'heart-beat': `${heartBeat},${heartBeat}`,
            ...options.headers,
          }),
        );
      });
      client.connected = () => {
        clearTimeout(timer);
        client.failure = undefined;
        resolve();
      };
    });
    if (heartBeat > 0) {
      client.heartBeat = setInterval(() => client.socket.send('\n'), heartBeat);
      client.heartBeat.unref();
    }
    return client;
  }

  private connected: () => void = () => undefined;

  private receive(data: string): void {
    for (const frame of decodeFrames(data)) {
      if (frame.command === 'CONNECTED') {
        this.connected();
      } else if (frame.command === 'RECEIPT') {
        const id = frame.headers.get('receipt-id') ?? '';
        this.receipts.get(id)?.resolve();
        this.receipts.delete(id);
        this.counted.get(id)?.(true);
        this.counted.delete(id);
      } else if (frame.command === 'MESSAGE') {
        this.subscriptions.get(frame.headers.get('subscription') ?? '')?.(frame);
      } else if (frame.command === 'ERROR') {
        this.closedBecause = `ERROR ${frame.headers.get('message') ?? ''}`;
        this.failure?.(new Error(`ERROR ${frame.headers.get('message') ?? ''} ${frame.body}`));
      }
    }
  }

  subscribe(destination: string, onMessage: (frame: Frame) => void): void {
    const id = `sub-${this.nextId++}`;
    this.subscriptions.set(id, onMessage);
    this.socket.send(encodeFrame('SUBSCRIBE', { id, destination, ack: 'auto' }));
  }

  /** Sends without a receipt. */
  send(destination: string, body: string): void {
    this.socket.send(encodeFrame('SEND', { destination, 'content-type': 'application/json' }, body));
  }

  /** Sends with a `receipt` header; resolves when the RECEIPT arrives. */
  sendWithReceipt(destination: string, body: string, timeoutMs = 30_000): Promise<void> {
    const receipt = `r-${this.nextId++}`;
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => {
        this.receipts.delete(receipt);
        reject(new Error(`no RECEIPT for ${receipt} within ${timeoutMs} ms`));
      }, timeoutMs);
      this.receipts.set(receipt, {
        resolve: () => {
          clearTimeout(timer);
          resolve();
        },
        reject: (error) => {
          clearTimeout(timer);
          reject(error);
        },
      });
      this.socket.send(
        encodeFrame('SEND', { destination, receipt, 'content-type': 'application/json' }, body),
      );
    });
  }

  /** Sends with a `receipt` header and calls `done(true)` on the RECEIPT, `done(false)` if the socket closes. */
  sendCounted(destination: string, body: string, done: (ok: boolean) => void): void {
    const receipt = `c-${this.nextId++}`;
    this.counted.set(receipt, done);
    this.socket.send(encodeFrame('SEND', { destination, receipt, 'content-type': 'application/json' }, body));
  }

  get open(): boolean {
    return this.socket.readyState === WebSocket.OPEN;
  }

  private stopHeartBeat(): void {
    if (this.heartBeat) {
      clearInterval(this.heartBeat);
      this.heartBeat = undefined;
    }
  }

  close(): void {
    this.stopHeartBeat();
    this.socket.close();
  }
}

export function ourUrl(port: number, deviceId: string): string {
  return `ws://127.0.0.1:${port}/api/ws?deviceUuid=${deviceId}`;
}

export const RABBIT_URL = 'ws://127.0.0.1:15674/ws';
export const RABBIT_HEADERS = { login: 'guest', passcode: 'guest', host: '/' };
