import type { RawData } from 'ws';

/** Normalises the three shapes a `ws` message can arrive in. */
export function rawDataToBuffer(data: RawData): Buffer {
  if (Buffer.isBuffer(data)) {
    return data;
  }
  return Array.isArray(data) ? Buffer.concat(data) : Buffer.from(data);
}
