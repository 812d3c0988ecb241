import { Option } from "effect";
import type { HttpServerRequest } from "effect/http";
import { clientPeerHeader } from "#src/domain/client-peer.ts";
import type { ClientOf } from "../http/client-address.ts";

/**
 * The client's address for per-IP limits. A request from the network has a socket peer; an in-process request
 * (ADR 033) has none and comes from this server's own page code, which passes on the address server/app.ts
 * stamped on the visitor's request — so a route action's call counts the visitor, not one shared "unknown".
 */
export function clientIpOf(request: HttpServerRequest.HttpServerRequest, clientOf: ClientOf): string {
  const socketPeer = Option.getOrUndefined(request.remoteAddress);
  const peer = socketPeer ?? request.headers[clientPeerHeader];
  return clientOf(peer, request.headers["x-forwarded-for"]);
}
