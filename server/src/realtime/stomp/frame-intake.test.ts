import { describe, expect, it } from 'vitest';
import { DEFAULT_FRAME_LIMITS } from './frame-limits';
import { FrameIntake } from './frame-intake';

function intakeWithClock(rate: { perSecond: number; burst: number }) {
  let now = 0;
  const handled: string[] = [];
  const intake = new FrameIntake(
    { frame: DEFAULT_FRAME_LIMITS, maxQueued: 1_000, rate },
    {
      handleFrame: (frame) => {
        handled.push(frame.command);
      },
      handleParseError: () => handled.push('parse-error'),
      handleOverflow: () => handled.push('overflow'),
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
