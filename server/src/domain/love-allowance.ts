import { LOVE_WINDOW_MS, LOVES_PER_DAY } from '@name-swiper/contract/constants';
import type { Db } from '../db/db';

/** A love to check: who, on what, and when it was given (by the server's clock). */
export interface LoveAsked {
  deviceId: string;
  nameId: string;
  at: number;
}

/**
 * The daily allowance of loves (decision 85): a device may have LOVES_PER_DAY standing loves given in the 24 hours
 * before a new one. A love changed into anything else, or undone, no longer counts, and loving a name already loved
 * costs nothing. Read once per batch for the devices that love in it, then kept up to date as the batch applies.
 */
export class LoveAllowance {
  private constructor(private readonly loves: Map<string, Map<string, number>>) {}

  static async read(trx: Db, asked: readonly LoveAsked[]): Promise<LoveAllowance> {
    const loves = new Map<string, Map<string, number>>();
    if (asked.length === 0) {
      return new LoveAllowance(loves);
    }
    const since = Math.min(...asked.map((love) => love.at)) - LOVE_WINDOW_MS;
    const rows = await trx
      .selectFrom('votes')
      .select(['device_id', 'name_id', 'voted_at'])
      .where('device_id', 'in', [...new Set(asked.map((love) => love.deviceId))])
      .where('voted_at', '>', since)
      .where('feeling', '=', 'love')
      .execute();
    for (const row of rows) {
      const own = loves.get(row.device_id) ?? new Map<string, number>();
      own.set(row.name_id, Number(row.voted_at));
      loves.set(row.device_id, own);
    }
    return new LoveAllowance(loves);
  }

  /** Whether the device may love the name at `at`. */
  allows({ deviceId, nameId, at }: LoveAsked): boolean {
    let given = 0;
    for (const [lovedId, lovedAt] of this.loves.get(deviceId) ?? []) {
      if (lovedId !== nameId && lovedAt > at - LOVE_WINDOW_MS && lovedAt <= at) {
        given += 1;
      }
    }
    return given < LOVES_PER_DAY;
  }

  /** The device's vote on the name is now a love given at `lovedAt`, or (undefined) no love. */
  record(deviceId: string, nameId: string, lovedAt: number | undefined): void {
    const own = this.loves.get(deviceId) ?? new Map<string, number>();
    if (lovedAt === undefined) {
      own.delete(nameId);
    } else {
      own.set(nameId, lovedAt);
    }
    this.loves.set(deviceId, own);
  }
}
