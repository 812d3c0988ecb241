import type { Server } from "node:http";
import { Server as NetServer, type Socket } from "node:net";

interface ConnectionState {
  /** Requests being answered on it. */
  busy: number;
  /** Requests answered on it. */
  served: number;
  accepted: number;
}

/** How long a connection accepted before the stop may take to send its first request. */
const firstRequestGraceMs = 2_000;

/** How long a stop keeps taking connections that are still arriving from before it. */
const acceptWindowMs = 500;

/** One turn of the event loop with a poll phase: connections already queued at the listener are accepted. */
const pollOnce = () => new Promise<void>((resolve) => setImmediate(() => setImmediate(resolve)));

/**
 * Graceful stop of a node:http server (issue 15). `drain()` stops accepting — after taking the connections
 * whose handshake finished before the signal and still wait in the listener's queue (for at most
 * `acceptWindowMs`) — and resolves once every connection is gone: each request in flight is answered (its
 * response says `Connection: close`), a kept-alive connection closes as soon as it is idle, and a connection that
 * has not sent its first request yet gets `firstRequestGraceMs` to do so. http.Server#close would end such a
 * fresh connection at once, and its request with it (seen as ECONNRESET under load).
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

  const lastAccepted = () => Math.max(0, ...[...connections.values()].map((state) => state.accepted));

  function sweep() {
    const now = Date.now();
    for (const [socket, state] of connections)
      if (state.busy === 0 && (state.served > 0 || now - state.accepted > firstRequestGraceMs))
        socket.destroy();
  }

  return {
    async drain(): Promise<void> {
      stopping = true;
      // Connections whose handshake is done wait in the listener's queue until the loop accepts them; closing the
      // listener would reset them. Keep taking them while they still arrive (at most acceptWindowMs).
      const until = Date.now() + acceptWindowMs;
      do {
        await pollOnce();
        await new Promise((resolve) => setTimeout(resolve, 25));
      } while (Date.now() < until && Date.now() - lastAccepted() < 100);
      // net.Server#close, not http.Server#close: the latter also closes every connection without a request in
      // progress at once (Node ≥ 19), including one accepted a moment ago whose request is still on its way.
      const closed = new Promise<void>((resolve) =>
        Reflect.apply(NetServer.prototype.close, server, [() => resolve()]),
      );
      sweep();
      const sweeper = setInterval(sweep, 50);
      await closed;
      clearInterval(sweeper);
    },
  };
}
