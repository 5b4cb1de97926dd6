import { getHeader } from '../frames/frame';
import type { StompFrame } from '../frames/frame';
import { formatHeartBeatHeader, negotiateHeartBeat, parseHeartBeatHeader } from './heart-beat';
import type { HeartBeatHeader, HeartBeatSchedule } from './heart-beat';

export const SUPPORTED_VERSIONS = ['1.2', '1.1'] as const;

export type ConnectOutcome =
  | {
      readonly ok: true;
      readonly version: string;
      readonly schedule: HeartBeatSchedule;
      /** The server's own heart-beat header value for CONNECTED. */
      readonly heartBeatHeader: string;
    }
  | { readonly ok: false; readonly message: string; readonly headers: Readonly<Record<string, string>> };

/** Picks the highest shared version; a missing accept-version means STOMP 1.0, which is unsupported. */
export function negotiateVersion(acceptVersion: string | undefined): string | undefined {
  const offered = new Set((acceptVersion ?? '1.0').split(',').map((version) => version.trim()));
  return SUPPORTED_VERSIONS.find((version) => offered.has(version));
}

export function negotiateConnect(frame: StompFrame, server: HeartBeatHeader): ConnectOutcome {
  const version = negotiateVersion(getHeader(frame, 'accept-version'));
  if (version === undefined) {
    return {
      ok: false,
      message: `Supported protocol versions are ${SUPPORTED_VERSIONS.join(' ')}`,
      headers: { version: SUPPORTED_VERSIONS.join(',') },
    };
  }
  const client = parseHeartBeatHeader(getHeader(frame, 'heart-beat'));
  if (client === undefined) {
    return { ok: false, message: 'Malformed heart-beat header', headers: {} };
  }
  return {
    ok: true,
    version,
    schedule: negotiateHeartBeat(client, server),
    heartBeatHeader: formatHeartBeatHeader(server),
  };
}
