import { afterAll, beforeAll } from "vitest";
import { ensureBuild, startServer, type RunningServer } from "./server-process.ts";

/**
 * In a Vitest file: the production server (built first if needed) for that file's tests, started before them and
 * stopped after. Returns how to reach it once started.
 */
export function serverForThisFile(env: Record<string, string> = {}): () => RunningServer {
  let server: RunningServer | undefined;
  beforeAll(async () => {
    ensureBuild();
    server = await startServer(env);
  }, 180_000);
  afterAll(() => server?.stop());
  return () => {
    if (!server) throw new Error("the server has not started");
    return server;
  };
}
