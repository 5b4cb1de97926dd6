import { APP_DESTINATIONS, USER_DESTINATIONS } from '@name-swiper/contract/realtime';
import fc from 'fast-check';

/** One fuzz connection: which device it claims, whether it starts with a valid CONNECT, and what it sends. */
export interface FuzzScript {
  readonly deviceUuid: string;
  readonly connectFirst: boolean;
  /** Each entry is one WebSocket message. */
  readonly messages: readonly Buffer[];
}

const NASTY_TEXT = [
  '\u0000',
  'a\u0000b',
  "' OR 1=1 --",
  "'; drop table votes; --",
  '<img src=x onerror=alert(1)>',
  '\u202Eevil\u202C',
  'e\u0301\u0301\u0301',
  '👶',
  '\uD800',
  '\uFEFF',
  '__proto__',
  '../../etc/passwd',
  'x'.repeat(5_000),
];

const text = fc.oneof(
  fc.constantFrom(...NASTY_TEXT),
  fc.string({ maxLength: 40 }),
  fc.string({ unit: 'binary' }),
);

const destination = fc.oneof(
  fc.constantFrom(...Object.values(APP_DESTINATIONS), ...Object.values(USER_DESTINATIONS)),
  fc.constantFrom('/app/', '/app/name', '/app/../admin', '/topic/all', '/queue/x', ''),
  text.map((suffix) => `/app/${suffix}`),
  text,
);

function jsonBody(nameIds: readonly string[]): fc.Arbitrary<string> {
  return fc.oneof(
    fc
      .record({
        nameId: fc.oneof(fc.constantFrom(...nameIds), text),
        approved: fc.oneof(fc.boolean(), fc.jsonValue()),
      })
      .map((body) => JSON.stringify(body)),
    fc.record({ inviteCode: fc.oneof(text, fc.jsonValue()) }).map((body) => JSON.stringify(body)),
    fc.json({ maxDepth: 3 }),
    fc.constantFrom('{}', '[]', 'null', '{"nameId":', '{"__proto__":{"approved":true}}'),
    text,
  );
}

const receipt = fc.option(fc.oneof(fc.nat().map(String), text), { nil: undefined });

function headerLines(headers: readonly (readonly [string, string | undefined])[]): string {
  return headers
    .filter((header): header is readonly [string, string] => header[1] !== undefined)
    .map(([name, value]) => `${name}:${value}\n`)
    .join('');
}

const connectFrame = fc
  .record({
    command: fc.constantFrom('CONNECT', 'STOMP'),
    version: fc.constantFrom('1.2', '1.1', '1.0', '1.1,1.2', '2.0', ''),
    heartBeat: fc.constantFrom('0,0', '10000,10000', '1,1', 'x', '-1,5', '999999999,999999999'),
  })
  .map(
    ({ command, version, heartBeat }) =>
      `${command}\n${headerLines([
        ['accept-version', version],
        ['host', 'localhost'],
        ['heart-beat', heartBeat],
      ])}\n\0`,
  );

function sendFrame(nameIds: readonly string[], to: fc.Arbitrary<string> = destination): fc.Arbitrary<string> {
  return fc
    .record({
      destination: to,
      body: jsonBody(nameIds),
      receipt,
      sized: fc.boolean(),
    })
    .map(({ destination: to, body, receipt: id, sized }) => {
      const length = sized ? String(Buffer.byteLength(body)) : undefined;
      const headers = headerLines([
        ['destination', to],
        ['content-type', 'application/json'],
        ['content-length', length],
        ['receipt', id],
      ]);
      return `SEND\n${headers}\n${body}\0`;
    });
}

const otherFrame = fc.oneof(
  fc.record({ id: text, destination, receipt }).map(
    ({ id, destination: to, receipt: r }) =>
      `SUBSCRIBE\n${headerLines([
        ['id', id],
        ['destination', to],
        ['receipt', r],
      ])}\n\0`,
  ),
  fc.record({ id: text }).map(({ id }) => `UNSUBSCRIBE\nid:${id}\n\n\0`),
  fc.constantFrom(
    'ACK\nid:1\n\n\0',
    'NACK\nid:1\n\n\0',
    'BEGIN\ntransaction:t\n\n\0',
    'DISCONNECT\nreceipt:bye\n\n\0',
  ),
  fc.record({ command: text, body: text }).map(({ command, body }) => `${command}\nx:y\n\n${body}\0`),
  fc.constant('\n'),
);

/** A change made to a valid frame's bytes. Positions are taken modulo the frame's length. */
type Mutation =
  | { kind: 'flip'; at: number; mask: number }
  | { kind: 'truncate'; at: number }
  | { kind: 'insert'; at: number; bytes: string }
  | { kind: 'duplicate-headers'; count: number }
  | { kind: 'repeat'; times: number };

const mutation: fc.Arbitrary<Mutation> = fc.oneof(
  fc.record({ kind: fc.constant('flip'), at: fc.nat(), mask: fc.integer({ min: 1, max: 255 }) }),
  fc.record({ kind: fc.constant('truncate'), at: fc.nat() }),
  fc.record({
    kind: fc.constant('insert'),
    at: fc.nat(),
    bytes: fc.oneof(
      fc.constantFrom(
        '\0',
        '\r',
        '\n',
        '\\t',
        '\\',
        ':',
        '\n\n',
        'content-length:99999999\n',
        'content-length:-1\n',
      ),
      fc.integer({ min: 1_000, max: 20_000 }).map((size) => `huge:${'h'.repeat(size)}\n`),
      fc.string({ unit: 'binary', maxLength: 8 }),
    ),
  }),
  fc.record({ kind: fc.constant('duplicate-headers'), count: fc.integer({ min: 2, max: 80 }) }),
  fc.record({ kind: fc.constant('repeat'), times: fc.integer({ min: 2, max: 5 }) }),
);

function mutate(frame: Buffer, change: Mutation): Buffer {
  const at = (position: number) => position % (frame.length + 1);
  switch (change.kind) {
    case 'flip': {
      const copy = Buffer.from(frame);
      const index = change.at % Math.max(1, copy.length);
      copy[index] = (copy[index] ?? 0) ^ change.mask;
      return copy;
    }
    case 'truncate':
      return frame.subarray(0, at(change.at));
    case 'insert':
      return Buffer.concat([
        frame.subarray(0, at(change.at)),
        Buffer.from(change.bytes, 'utf8'),
        frame.subarray(at(change.at)),
      ]);
    case 'duplicate-headers': {
      const lineEnd = frame.indexOf('\n');
      const headers = Buffer.from('destination:/app/name/vote\n'.repeat(change.count));
      return lineEnd === -1
        ? frame
        : Buffer.concat([frame.subarray(0, lineEnd + 1), headers, frame.subarray(lineEnd + 1)]);
    }
    case 'repeat':
      return Buffer.concat(Array.from({ length: change.times }, () => frame));
  }
}

/** A valid frame, or one changed by up to three mutations; a few are plain random bytes. */
export function fuzzMessage(nameIds: readonly string[]): fc.Arbitrary<Buffer> {
  const valid = fc.oneof(
    { weight: 4, arbitrary: sendFrame(nameIds) },
    { weight: 2, arbitrary: otherFrame },
    { weight: 1, arbitrary: connectFrame },
  );
  return fc.oneof(
    { weight: 6, arbitrary: valid.map((frame) => Buffer.from(frame, 'utf8')) },
    {
      weight: 3,
      arbitrary: fc
        .tuple(valid, fc.array(mutation, { minLength: 1, maxLength: 3 }))
        .map(([frame, changes]) => changes.reduce(mutate, Buffer.from(frame, 'utf8'))),
    },
    { weight: 1, arbitrary: fc.uint8Array({ maxLength: 200 }).map((bytes) => Buffer.from(bytes)) },
  );
}

/** Well-formed SENDs to /app destinations (real and unknown) with random JSON: what reaches the application. */
function applicationMessage(nameIds: readonly string[]): fc.Arbitrary<Buffer> {
  const appDestination = fc.oneof(
    { weight: 4, arbitrary: fc.constantFrom(...Object.values(APP_DESTINATIONS)) },
    {
      weight: 1,
      arbitrary: fc.string({ maxLength: 20 }).map((suffix) => `/app/${suffix.replace(/[\0\r\n]/g, '')}`),
    },
  );
  return sendFrame(nameIds, appDestination)
    .filter((frame) => frame.indexOf('\0') === frame.length - 1)
    .map((frame) => Buffer.from(frame, 'utf8'));
}

/** Three in four scripts mix valid, mutated and random messages; the rest send only well-formed SENDs. */
export function fuzzScript(nameIds: readonly string[], messagesPerScript: number): fc.Arbitrary<FuzzScript> {
  const messages = (message: fc.Arbitrary<Buffer>) =>
    fc.array(message, { minLength: messagesPerScript, maxLength: messagesPerScript });
  return fc.record({
    deviceUuid: fc.oneof({ weight: 20, arbitrary: fc.uuid({ version: 4 }) }, { weight: 1, arbitrary: text }),
    connectFirst: fc.oneof(
      { weight: 4, arbitrary: fc.constant(true) },
      { weight: 1, arbitrary: fc.constant(false) },
    ),
    messages: fc.oneof(
      { weight: 3, arbitrary: messages(fuzzMessage(nameIds)) },
      { weight: 1, arbitrary: messages(applicationMessage(nameIds)) },
    ),
  });
}
