import { describe, expect, it } from 'vitest';
import { deferred } from '../testing/deferred';
import { DEFAULT_FRAME_LIMITS } from '../frames/frame-limits';
import { FrameIntake } from './frame-intake';

function intakeWithClock(
  rate: { perSecond: number; burst: number },
  maxQueued = 1_000,
  handleFrame: () => Promise<void> | void = () => undefined,
) {
  let now = 0;
  const handled: string[] = [];
  const intake = new FrameIntake(
    { frame: DEFAULT_FRAME_LIMITS, maxQueued, rate },
    {
      handleFrame: (frame) => {
        handled.push(frame.command);
        return handleFrame();
      },
      handleParseError: () => handled.push('parse-error'),
      handleOverflow: () => handled.push('overflow'),
      pauseReading: () => handled.push('pause'),
      resumeReading: () => handled.push('resume'),
      handleRateExceeded: () => handled.push('rate-exceeded'),
      handleTaskFailure: () => handled.push('failure'),
    },
    () => now,
  );
  return { intake, handled, advance: (ms: number) => (now += ms) };
}

const send = 'SEND\ndestination:/a\n\n\0';

describe('FrameIntake rate limit', () => {
  it('charges one token per frame, so a burst packed into one message is refused whole', async () => {
    const { intake, handled } = intakeWithClock({ perSecond: 1, burst: 3 });
    intake.push(Buffer.from(send.repeat(4)));
    intake.push(Buffer.from(send.repeat(3)));
    await intake.idle();
    expect(handled).toEqual(['rate-exceeded', 'SEND', 'SEND', 'SEND']);
  });

  it('charges a message without a complete frame (a heart-beat) one token', async () => {
    const { intake, handled, advance } = intakeWithClock({ perSecond: 10, burst: 2 });
    intake.push(Buffer.from('\n'));
    intake.push(Buffer.from('SEND\ndestination:/a'));
    advance(100);
    intake.push(Buffer.from('\n\n\0'));
    await intake.idle();
    intake.push(Buffer.from('\n'));
    expect(handled).toEqual(['SEND', 'rate-exceeded']);
  });
});

describe('FrameIntake flow control', () => {
  it('stops reading when frames wait behind a slow one and resumes once half of them are handled', async () => {
    const commit = deferred();
    const { intake, handled } = intakeWithClock({ perSecond: 50, burst: 100 }, 4, () => commit.promise);
    for (let frame = 0; frame < 6; frame += 1) {
      intake.push(Buffer.from(send));
    }
    // Messages read before the pause took effect still queue: no ERROR for a client within the rate.
    expect(handled.filter((event) => event !== 'SEND')).toEqual(['pause']);
    commit.resolve();
    await intake.idle();
    expect(handled.filter((event) => event !== 'SEND')).toEqual(['pause', 'resume']);
    expect(handled.filter((event) => event === 'SEND')).toHaveLength(6);
  });

  it('does not count what waited unread during a pause as a burst', async () => {
    const commit = deferred();
    const { intake, handled, advance } = intakeWithClock(
      { perSecond: 10, burst: 3 },
      2,
      () => commit.promise,
    );
    intake.push(Buffer.from(send));
    intake.push(Buffer.from(send));
    advance(1_000);
    commit.resolve();
    await intake.idle();
    // Ten frames sent at the allowed rate during the second-long pause, read at once.
    for (let frame = 0; frame < 10; frame += 1) {
      intake.push(Buffer.from(send));
    }
    await intake.idle();
    expect(handled).not.toContain('rate-exceeded');
    intake.push(Buffer.from(send.repeat(3)));
    expect(handled).toContain('rate-exceeded');
  });

  it('refuses one message carrying more frames than may wait', () => {
    const { intake, handled } = intakeWithClock({ perSecond: 50, burst: 100 }, 2);
    intake.push(Buffer.from(send.repeat(3)));
    expect(handled).toEqual(['overflow']);
  });
});
