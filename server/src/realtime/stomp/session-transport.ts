import { isUtf8 } from 'node:buffer';
import { WebSocket } from 'ws';
import type { StompFrame } from './frame';
import { serialiseFrame } from './frame-serialiser';
import { HeartBeatMonitor } from './heart-beat';
import type { HeartBeatSchedule } from './heart-beat';

/** The sending side of one session's WebSocket: frames, heart-beats and closing. */
export class SessionTransport {
  readonly closed: Promise<void>;
  private heartBeat: HeartBeatMonitor | undefined;

  constructor(private readonly socket: WebSocket) {
    this.closed = new Promise((resolve) => socket.once('close', () => resolve()));
    socket.once('close', () => this.stopHeartBeats());
  }

  write(frame: StompFrame): void {
    if (this.socket.readyState !== WebSocket.OPEN) {
      return;
    }
    const data = serialiseFrame(frame);
    // Text messages are easier to inspect in browser tools; binary is needed when the body is not UTF-8.
    this.socket.send(data, { binary: !isUtf8(data) });
    this.heartBeat?.noteSent();
  }

  /** A silent peer is terminated rather than closed: it is presumably gone and would not answer a close frame. */
  startHeartBeats(schedule: HeartBeatSchedule): void {
    this.heartBeat = new HeartBeatMonitor({
      schedule,
      sendHeartBeat: () => this.socket.send('\n'),
      onPeerSilent: () => this.socket.terminate(),
    });
  }

  noteReceived(): void {
    this.heartBeat?.noteReceived();
  }

  stopHeartBeats(): void {
    this.heartBeat?.stop();
  }

  close(code: number, reason: string): void {
    this.stopHeartBeats();
    this.socket.close(code, reason);
  }

  terminate(): void {
    this.socket.terminate();
  }
}
