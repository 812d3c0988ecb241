import { Effect } from "effect";
import { HttpClient } from "effect/http";
import { HttpApiClient } from "effect/http-api";
import type { ApiFetch } from "../api/in-process.ts";
import { PlatformApi } from "../api/platform-api-definition.ts";
import type { CertificateCheck } from "../api/student-exam-api.ts";
import { fetchClientLayer } from "../http/api-transport.ts";
import { statusOf } from "../http/service-errors.ts";

/**
 * The public check of a certificate's verification code (issue 32), for /certificado/{code}: what it proves, or
 * null when no certificate has the code (404). Other failures stay failures (the page shows its §8 error).
 */
export const checkCertificate = (code: string, transport: { baseUrl: string; fetch?: ApiFetch }) =>
  Effect.gen(function* () {
    const client = yield* HttpApiClient.group(PlatformApi, {
      group: "studentExam",
      httpClient: yield* HttpClient.HttpClient,
      baseUrl: transport.baseUrl,
    });
    return yield* client.certificateCheck({ params: { code } }).pipe(
      Effect.map((check): CertificateCheck | null => check),
      Effect.catchIf(
        (error) => statusOf(error) === 404,
        () => Effect.succeed(null),
      ),
    );
  }).pipe(Effect.provide(fetchClientLayer(transport.fetch)));
