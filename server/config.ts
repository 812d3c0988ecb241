import { Schema } from "effect";

/** Server configuration from the environment, validated once at start with readable defaults. */
const Environment = Schema.Struct({
  PORT: Schema.optional(Schema.String),
  HOST: Schema.optional(Schema.String),
  LOG_LEVEL: Schema.optional(Schema.Literals(["fatal", "error", "warn", "info", "debug", "trace", "silent"])),
  NODE_ENV: Schema.optional(Schema.String),
});

export interface ServerConfig {
  port: number;
  host: string;
  logLevel: "fatal" | "error" | "warn" | "info" | "debug" | "trace" | "silent";
  buildDirectory: string;
}

export function readServerConfig(env: Record<string, string | undefined>, buildDirectory: string): ServerConfig {
  const parsed = Schema.decodeUnknownSync(Environment)(env, { onExcessProperty: "ignore" });
  const port = parsed.PORT === undefined || parsed.PORT === "" ? 3000 : Number(parsed.PORT);
  if (!Number.isInteger(port) || port < 0 || port > 65535) {
    throw new Error(`PORT must be an integer between 0 and 65535, got "${parsed.PORT}"`);
  }
  return {
    port,
    host: parsed.HOST ?? "0.0.0.0",
    logLevel: parsed.LOG_LEVEL ?? "info",
    buildDirectory,
  };
}
