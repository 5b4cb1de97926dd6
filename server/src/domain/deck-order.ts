import { createHash } from 'node:crypto';
import { LRUCache } from 'lru-cache';

/**
 * A stable per-device shuffle that still shows well-known names first: names are grouped into bands of
 * `band` popularity ranks, and inside a band ordered by `rank * multiplier mod modulus`, a permutation
 * because the modulus is a prime above every rank. Small numbers keep the product inside 32-bit integers.
 */
export interface DeckOrder {
  band: number;
  multiplier: number;
  modulus: number;
}

const MODULUS = 20_011;
const BAND = 400;

/** The order depends on the device id alone: the devices asking now keep theirs instead of hashing per request. */
const orders = new LRUCache<string, DeckOrder>({ max: 50_000 });

export function deckOrder(deviceId: string): DeckOrder {
  let order = orders.get(deviceId);
  if (!order) {
    const seed = createHash('sha256').update(deviceId).digest().readUInt32BE(0);
    order = { band: BAND, multiplier: 1 + (seed % (MODULUS - 1)), modulus: MODULUS };
    orders.set(deviceId, order);
  }
  return order;
}
