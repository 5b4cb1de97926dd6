import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { HeartBeatMonitor, negotiateHeartBeat, parseHeartBeatHeader, requireIncoming } from './heart-beat';

describe('heart-beat negotiation', () => {
  it.each([
    // client cx,cy | server sx,sy | server outgoing, server incoming
    [[0, 0], [10_000, 10_000], 0, 0],
    [[10_000, 10_000], [10_000, 10_000], 10_000, 10_000],
    [[100, 5_000], [1_000, 2_000], 5_000, 2_000],
    [[3_000, 0], [1_000, 2_000], 0, 3_000],
    [[3_000, 500], [0, 0], 0, 0],
  ] as const)('client %j with server %j → out %i, in %i', ([cx, cy], [sx, sy], outgoing, incoming) => {
    const schedule = negotiateHeartBeat(
      { canSend: cx, wantsToReceive: cy },
      { canSend: sx, wantsToReceive: sy },
    );
    expect(schedule).toEqual({ outgoingMs: outgoing, incomingMs: incoming });
  });

  it.each([
    [0, 30_000],
    [10_000, 10_000],
    [600_000, 30_000],
  ])('holds a negotiated incoming interval of %i ms to at most 30 s: %i ms', (negotiated, required) => {
    expect(requireIncoming({ outgoingMs: 5, incomingMs: negotiated }, 30_000)).toEqual({
      outgoingMs: 5,
      incomingMs: required,
    });
  });

  it('parses the header, treating an absent one as 0,0', () => {
    expect(parseHeartBeatHeader(undefined)).toEqual({ canSend: 0, wantsToReceive: 0 });
    expect(parseHeartBeatHeader('10000,5000')).toEqual({ canSend: 10_000, wantsToReceive: 5_000 });
    expect(parseHeartBeatHeader('10000')).toBeUndefined();
    expect(parseHeartBeatHeader('-1,0')).toBeUndefined();
  });
});

describe('HeartBeatMonitor', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('sends an EOL only after the outgoing interval without other traffic', () => {
    const sendHeartBeat = vi.fn();
    const monitor = new HeartBeatMonitor({
      schedule: { outgoingMs: 100, incomingMs: 0 },
      sendHeartBeat,
      onPeerSilent: vi.fn(),
    });
    vi.advanceTimersByTime(60);
    monitor.noteSent();
    vi.advanceTimersByTime(60);
    expect(sendHeartBeat).not.toHaveBeenCalled();
    vi.advanceTimersByTime(40);
    expect(sendHeartBeat).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(300);
    expect(sendHeartBeat).toHaveBeenCalledTimes(4);
    monitor.stop();
  });

  it('reports a silent peer once after twice the incoming interval', () => {
    const onPeerSilent = vi.fn();
    const monitor = new HeartBeatMonitor({
      schedule: { outgoingMs: 0, incomingMs: 100 },
      sendHeartBeat: vi.fn(),
      onPeerSilent,
    });
    vi.advanceTimersByTime(150);
    monitor.noteReceived();
    vi.advanceTimersByTime(199);
    expect(onPeerSilent).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(onPeerSilent).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(1_000);
    expect(onPeerSilent).toHaveBeenCalledTimes(1);
  });

  it('does nothing when both directions are disabled or after stop', () => {
    const sendHeartBeat = vi.fn();
    const onPeerSilent = vi.fn();
    new HeartBeatMonitor({ schedule: { outgoingMs: 0, incomingMs: 0 }, sendHeartBeat, onPeerSilent });
    new HeartBeatMonitor({
      schedule: { outgoingMs: 10, incomingMs: 10 },
      sendHeartBeat,
      onPeerSilent,
    }).stop();
    vi.advanceTimersByTime(1_000);
    expect(sendHeartBeat).not.toHaveBeenCalled();
    expect(onPeerSilent).not.toHaveBeenCalled();
  });
});
