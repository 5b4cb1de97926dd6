/** Counts open connections per device so one device cannot hold more than `maxPerDevice` of them. */
export class DeviceSessionQuota {
  private readonly open = new Map<string, number>();

  constructor(private readonly maxPerDevice: number) {}

  /** Reserves a slot; returns the function that frees it (safe to call more than once), or undefined when full. */
  acquire(deviceId: string): (() => void) | undefined {
    const count = this.open.get(deviceId) ?? 0;
    if (count >= this.maxPerDevice) {
      return undefined;
    }
    this.open.set(deviceId, count + 1);
    let released = false;
    return () => {
      if (released) {
        return;
      }
      released = true;
      this.decrement(deviceId);
    };
  }

  count(deviceId: string): number {
    return this.open.get(deviceId) ?? 0;
  }

  private decrement(deviceId: string): void {
    const remaining = (this.open.get(deviceId) ?? 1) - 1;
    if (remaining > 0) {
      this.open.set(deviceId, remaining);
    } else {
      this.open.delete(deviceId);
    }
  }
}
