import { Layer } from "effect";
import { FetchHttpClient } from "effect/http";
import type { ApiFetch } from "../api/in-process.ts";

/**
 * The HTTP client of an adapter: the runtime's fetch (real HTTP), or the in-process API's fetch (ADR 033) when
 * one is given. Everything above it — contract, schemas, errors — is the same either way.
 */
export const fetchClientLayer = (fetch?: ApiFetch) =>
  fetch
    ? FetchHttpClient.layer.pipe(
        Layer.provide(Layer.succeed(FetchHttpClient.Fetch)(fetch as typeof globalThis.fetch)),
      )
    : FetchHttpClient.layer;
