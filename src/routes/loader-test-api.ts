import { afterAll, beforeAll } from "vitest";
import { startTestApi, type TestApi } from "#server/api/test-server.ts";
import { testEngines } from "#server/db/test-databases.ts";

/**
 * For a test of page loaders: a real API on its own seeded database, which the loaders reach through API_ORIGIN
 * as a web tier apart from its API would; the previous API_ORIGIN comes back afterwards.
 */
export function useLoaderApi(): () => TestApi {
  let api: TestApi | undefined;
  let previousOrigin: string | undefined;
  beforeAll(async () => {
    api = await startTestApi(testEngines()[0]!);
    previousOrigin = process.env.API_ORIGIN;
    process.env.API_ORIGIN = api.url;
  }, 60_000);
  afterAll(async () => {
    if (previousOrigin === undefined) delete process.env.API_ORIGIN;
    else process.env.API_ORIGIN = previousOrigin;
    await api?.close();
  });
  return () => api!;
}
