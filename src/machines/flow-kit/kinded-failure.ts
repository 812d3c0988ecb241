/**
 * A machine's reading of an actor's rejection: its actors reject with their flow's own `{ kind }` failure (the
 * `.actors.ts` file turns the services' errors into one); anything else is `unexpected`.
 */
export const kindedFailure = <Failure extends { kind: string }>(
  error: unknown,
): Failure | { kind: "unexpected" } =>
  typeof error === "object" && error !== null && typeof (error as { kind?: unknown }).kind === "string"
    ? (error as Failure)
    : { kind: "unexpected" };
