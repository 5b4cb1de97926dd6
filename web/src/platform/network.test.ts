import { afterEach, describe, expect, it, vi } from 'vitest';
import { onlineStatus } from './network';

afterEach(() => {
  vi.restoreAllMocks();
});

describe('onlineStatus', () => {
  it('follows the connection going down and up, telling its subscribers until they unsubscribe', () => {
    const onLine = vi.spyOn(navigator, 'onLine', 'get');
    const listener = vi.fn();
    const unsubscribe = onlineStatus.subscribe(listener);

    onLine.mockReturnValue(false);
    window.dispatchEvent(new Event('offline'));
    expect(onlineStatus.get()).toBe(false);
    expect(listener).toHaveBeenCalledTimes(1);

    onLine.mockReturnValue(true);
    window.dispatchEvent(new Event('online'));
    expect(onlineStatus.get()).toBe(true);
    expect(listener).toHaveBeenCalledTimes(2);

    unsubscribe();
    window.dispatchEvent(new Event('offline'));
    expect(listener).toHaveBeenCalledTimes(2);
  });
});
