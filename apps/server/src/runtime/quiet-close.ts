import type { Server } from 'node:http';
import { Server as NetServer, type Socket } from 'node:net';

/** A connection's state: requests being answered on it, and when it last did anything. */
interface ConnectionState {
  active: number;
  lastActivity: number;
}

/** Closes a server's connections only when they have nothing left to answer. */
export interface QuietClose {
  /**
   * Stops accepting connections, then closes each open one once no request is being answered on
   * it and no byte has arrived for `settleMs`; resolves when none is left.
   */
  close(settleMs: number): Promise<void>;
}

/**
 * Tracks the sockets of `server` (call before it listens). Node's own `server.close()` drops
 * every connection it deems idle at once, including one whose request is in the socket buffer
 * but not parsed yet (a busy event loop, or a connection accepted a moment ago): its client sees
 * a reset for a request it did send. This waits for such requests instead.
 */
export function trackConnections(server: Server): QuietClose {
  const connections = new Map<Socket, ConnectionState>();
  server.on('connection', (socket: Socket) => {
    const state: ConnectionState = { active: 0, lastActivity: Date.now() };
    connections.set(socket, state);
    socket.on('data', () => (state.lastActivity = Date.now()));
    socket.once('close', () => connections.delete(socket));
  });
  server.on('request', (request, response) => {
    const state = connections.get(request.socket);
    if (!state) return;
    state.active += 1;
    response.once('close', () => {
      state.active -= 1;
      state.lastActivity = Date.now();
    });
  });

  return {
    async close(settleMs) {
      // net's close only: http's would also drop the "idle" connections described above.
      NetServer.prototype.close.call(server);
      while (connections.size > 0) {
        await nextCheck(Math.min(25, settleMs));
        const now = Date.now();
        for (const [socket, state] of connections) {
          if (state.active === 0 && now - state.lastActivity >= settleMs) socket.destroy();
        }
      }
    },
  };
}

/**
 * Waits `ms`, then one more turn of the event loop: the check runs after the loop's poll phase,
 * so bytes that arrived while the loop was busy have been read (and counted) by then.
 */
function nextCheck(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(() => setImmediate(resolve), ms));
}
