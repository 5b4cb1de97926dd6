import { readFileSync } from 'node:fs';

/** The share of the process's file descriptors WebSockets may take; the rest is for HTTP, the database and logs. */
const SOCKET_SHARE_OF_FILE_LIMIT = 0.75;

/** The soft `Max open files` limit from the text of /proc/<pid>/limits; undefined when absent or unlimited. */
export function parseOpenFileLimit(limits: string): number | undefined {
  const match = /^Max open files\s+(\d+)/m.exec(limits);
  return match?.[1] === undefined ? undefined : Number(match[1]);
}

/** This process's open-file limit where the system tells (Linux); undefined elsewhere. */
export function readOpenFileLimit(): number | undefined {
  try {
    return parseOpenFileLimit(readFileSync('/proc/self/limits', 'utf8'));
  } catch {
    return undefined;
  }
}

/** The configured cap on open WebSockets, lowered so that they can never use up the file descriptors. */
export function socketCeiling(configured: number, openFileLimit: number | undefined): number {
  if (openFileLimit === undefined) {
    return configured;
  }
  return Math.max(1, Math.min(configured, Math.floor(openFileLimit * SOCKET_SHARE_OF_FILE_LIMIT)));
}
