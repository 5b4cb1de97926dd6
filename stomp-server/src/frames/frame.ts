export type StompHeader = readonly [name: string, value: string];

/** One STOMP frame. Headers keep wire order; for repeated names the first occurrence wins. */
export interface StompFrame {
  readonly command: string;
  readonly headers: readonly StompHeader[];
  readonly body: Buffer;
}

export type HeaderInput = Iterable<StompHeader> | Readonly<Record<string, string | undefined>>;

export const CLIENT_COMMANDS = [
  'CONNECT',
  'STOMP',
  'SEND',
  'SUBSCRIBE',
  'UNSUBSCRIBE',
  'ACK',
  'NACK',
  'BEGIN',
  'COMMIT',
  'ABORT',
  'DISCONNECT',
] as const;

export const SERVER_COMMANDS = ['CONNECTED', 'MESSAGE', 'RECEIPT', 'ERROR'] as const;

export type ClientCommand = (typeof CLIENT_COMMANDS)[number];
export type ServerCommand = (typeof SERVER_COMMANDS)[number];

const clientCommandSet: ReadonlySet<string> = new Set(CLIENT_COMMANDS);

export function isClientCommand(command: string): command is ClientCommand {
  return clientCommandSet.has(command);
}

/** CONNECT, STOMP and CONNECTED frames carry raw header text for STOMP 1.0 compatibility. */
export function commandEscapesHeaders(command: string): boolean {
  return command !== 'CONNECT' && command !== 'STOMP' && command !== 'CONNECTED';
}

function isHeaderIterable(headers: HeaderInput): headers is Iterable<StompHeader> {
  return Symbol.iterator in headers;
}

function toHeaderList(headers: HeaderInput): StompHeader[] {
  if (isHeaderIterable(headers)) {
    return [...headers];
  }
  const list: StompHeader[] = [];
  for (const [name, value] of Object.entries(headers)) {
    if (value !== undefined) {
      list.push([name, value]);
    }
  }
  return list;
}

function toBody(body: Buffer | Uint8Array | string): Buffer {
  if (typeof body === 'string') {
    return Buffer.from(body, 'utf8');
  }
  if (Buffer.isBuffer(body)) {
    return body;
  }
  return Buffer.from(body.buffer, body.byteOffset, body.byteLength);
}

/** Builds a frame; record entries whose value is `undefined` are left out. */
export function createFrame(
  command: string,
  headers: HeaderInput = [],
  body: Buffer | Uint8Array | string = Buffer.alloc(0),
): StompFrame {
  return { command, headers: toHeaderList(headers), body: toBody(body) };
}

/** The value of the first header called `name`, as STOMP 1.2 requires for repeated headers. */
export function getHeader(frame: Pick<StompFrame, 'headers'>, name: string): string | undefined {
  for (const [headerName, value] of frame.headers) {
    if (headerName === name) {
      return value;
    }
  }
  return undefined;
}

/** Headers as a plain record, first occurrence winning. */
export function headerRecord(frame: Pick<StompFrame, 'headers'>): Record<string, string> {
  const firstOccurrences = new Map<string, string>();
  for (const [name, value] of frame.headers) {
    if (!firstOccurrences.has(name)) {
      firstOccurrences.set(name, value);
    }
  }
  // fromEntries defines own properties, so a header called "__proto__" cannot touch the prototype.
  return Object.fromEntries(firstOccurrences);
}
