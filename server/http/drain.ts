import type { Server } from "node:http";
import type { Socket } from "node:net";

interface ConnectionState {
  /** Requests being answered on it. */
  busy: number;
  /** Requests answered on it. */
  served: number;
  accepted: number;
}

/** How long a connection accepted before the stop may take to send its first request. */
const firstRequestGraceMs = 2_000;

/** One turn of the event loop with a poll phase: connections already queued at the listener are accepted. */
const pollOnce = () => new Promise<void>((resolve) => setImmediate(() => setImmediate(resolve)));

/**
 * Graceful stop of a node:http server (issue 15). `drain()` stops accepting — after one more poll of the
 * listener, so a connection whose handshake finished before the signal is still taken — and resolves once every
 * connection is gone: each request in flight is answered (its response says `Connection: close`), a kept-alive
 * connection closes as soon as it is idle, and a connection that has not sent its first request yet gets
 * `firstRequestGraceMs` to do so. Node's closeIdleConnections would end such a fresh connection at once, and its
 * request with it (seen as ECONNRESET under load).
 */
export function drainable(server: Server) {
  const connections = new Map<Socket, ConnectionState>();
  let stopping = false;

  server.on("connection", (socket: Socket) => {
    connections.set(socket, { busy: 0, served: 0, accepted: Date.now() });
    socket.once("close", () => connections.delete(socket));
  });
  server.on("request", (request, response) => {
    const state = connections.get(request.socket);
    if (state) state.busy++;
    if (stopping) response.setHeader("Connection", "close");
    response.once("close", () => {
      if (state) {
        state.busy--;
        state.served++;
      }
      if (stopping) sweep();
    });
  });

  function sweep() {
    const now = Date.now();
    for (const [socket, state] of connections)
      if (state.busy === 0 && (state.served > 0 || now - state.accepted > firstRequestGraceMs))
        socket.destroy();
  }

  return {
    async drain(): Promise<void> {
      stopping = true;
      await pollOnce();
      const closed = new Promise<void>((resolve) => server.close(() => resolve()));
      sweep();
      const sweeper = setInterval(sweep, 50);
      await closed;
      clearInterval(sweeper);
    },
  };
}
