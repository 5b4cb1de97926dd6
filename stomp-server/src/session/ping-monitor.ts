import type { WebSocket } from 'ws';

/**
 * Pings the peer every `intervalMs` (0 turns it off) and terminates the connection when nothing at all (no pong, no message)
 * came back since the previous ping: a peer whose TCP connection died without a FIN would otherwise hold its
 * socket until the kernel gives up, and one that stopped reading never sees the ping. A socket the session paused
 * (flow control) is not judged.
 */
export function monitorPings(socket: WebSocket, intervalMs: number): void {
  if (intervalMs <= 0) {
    return;
  }
  let heard = true;
  const noteHeard = (): void => {
    heard = true;
  };
  socket.on('pong', noteHeard);
  socket.on('message', noteHeard);
  const timer = setInterval(() => {
    // A socket we paused reads no pongs: its silence is ours.
    if (!heard && !socket.isPaused) {
      socket.terminate();
      return;
    }
    heard = false;
    socket.ping();
  }, intervalMs).unref();
  socket.once('close', () => clearInterval(timer));
}
