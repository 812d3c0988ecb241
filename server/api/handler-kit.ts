import { Effect } from "effect";
import type { Logger } from "pino";
import { NotFound, ServiceUnavailable } from "#src/services/api/api-errors.ts";

/** Runs a database call; a failure becomes 503 (logged), never 500. */
export const fromDb =
  (logger: Logger) =>
  <A>(run: () => Promise<A>): Effect.Effect<A, ServiceUnavailable> =>
    Effect.tryPromise({
      try: run,
      catch: (error) => {
        logger.error({ err: error }, "database call failed");
        return new ServiceUnavailable({ detail: "The database did not answer; try again in a few moments." });
      },
    });

/** null → 404 naming what was looked up. */
export const orNotFound =
  (detail: string) =>
  <A, E>(self: Effect.Effect<A | null, E>): Effect.Effect<A, E | NotFound> =>
    Effect.flatMap(self, (value) =>
      value === null ? Effect.fail(new NotFound({ detail })) : Effect.succeed(value),
    );

export const splitList = (value: string | undefined) =>
  value ? value.split(",").filter((item) => item !== "") : undefined;
