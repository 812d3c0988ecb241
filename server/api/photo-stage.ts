import type { IncomingMessage, ServerResponse } from "node:http";
import { Option, Schema } from "effect";
import type { Logger } from "pino";
import { photoLimits } from "#src/domain/account/photo-rules.ts";
import type { RequestStage } from "../app.ts";
import type { IdentityService } from "../identity/identity-service.ts";
import { IdentityRefused } from "../identity/identity-refused.ts";

/** A multipart body a little over the photo limit still reads (boundaries, headers); more is refused unread. */
const maxBody = photoLimits.maxBytes + 64 * 1024;
const PhotoForm = Schema.Struct({ photo: Schema.instanceOf(File) });
const photoPath = /^\/api\/users\/photos\/([0-9a-f-]{36})$/;

const details: Record<string, string> = {
  photoType: "The photo must be a PNG or JPG image.",
  photoTooLarge: "The photo must be at most 1 MB.",
  photoTooSmall: "The photo must be at least 683 × 768 pixels.",
  photoTooManyPixels: "The image has too many pixels: at most 25 megapixels.",
  photoUnreadable: "The image could not be decoded.",
  fieldsRequired: "Send the image in the multipart field 'photo'.",
  invalidCredentials: "Sign in again.",
};

function problem(response: ServerResponse, status: number, code: string, field?: string) {
  response.writeHead(status, { "Content-Type": "application/problem+json", "Cache-Control": "no-store" });
  response.end(
    JSON.stringify({
      // The identity problems the contract declares for /api/users/me (IdentityUnauthorized, IdentityInvalid).
      type: `https://sabia.dev/problems/${status === 401 ? "identity-unauthorized" : "identity-invalid"}`,
      status,
      title: status === 401 ? "Unauthorized" : "Bad Request",
      code,
      detail: details[code] ?? "The request could not be processed.",
      ...(field ? { field } : {}),
    }),
  );
}

/** Reads at most `limit` bytes of a request body; null when it is longer. */
async function readBody(request: IncomingMessage, limit: number): Promise<Buffer | null> {
  const declared = Number(request.headers["content-length"] ?? 0);
  if (declared > limit) return null;
  const parts: Buffer[] = [];
  let size = 0;
  for await (const part of request as AsyncIterable<Buffer>) {
    size += part.length;
    if (size > limit) return null;
    parts.push(part);
  }
  return Buffer.concat(parts);
}

async function uploadPhoto(request: IncomingMessage, response: ServerResponse, identity: IdentityService) {
  const body = await readBody(request, maxBody);
  if (body === null) {
    response.setHeader("Connection", "close");
    return problem(response, 400, "photoTooLarge", "photo");
  }
  const form = await new Request("http://localhost/", {
    method: "POST",
    headers: { "content-type": String(request.headers["content-type"] ?? "") },
    body: new Uint8Array(body),
  })
    .formData()
    .catch(() => null);
  const decoded = Schema.decodeUnknownOption(PhotoForm)(form ? Object.fromEntries(form) : {});
  if (Option.isNone(decoded)) return problem(response, 400, "fieldsRequired", "photo");
  const bytes = new Uint8Array(await decoded.value.photo.arrayBuffer());
  const answer = await identity.updatePhoto(request.headers.authorization, bytes);
  response.writeHead(200, { "Content-Type": "application/json", "Cache-Control": "no-store" });
  response.end(JSON.stringify(answer));
}

/**
 * PATCH /api/users/me/photo (multipart, spec §7; answers `{photoUrl}`), DELETE it (no photo any more) and
 * GET /api/users/photos/{uuid}. They
 * stand before the HttpApi because its multipart support writes files to disk; the rules are the same: the
 * bearer token names the user, the image's own header is checked (spec §5), a refusal is a 400 naming `photo`.
 */
export function photoStage(identity: IdentityService, logger: Logger): RequestStage {
  return async (request, response) => {
    const pathname = (request.url ?? "/").split("?")[0] ?? "/";
    if (pathname === "/api/users/me/photo" && (request.method === "PATCH" || request.method === "DELETE")) {
      // No token, no upload read: a stranger's body is refused before it is received.
      if (!request.headers.authorization) {
        response.setHeader("Connection", "close");
        problem(response, 401, "invalidCredentials");
        return true;
      }
      try {
        if (request.method === "PATCH") await uploadPhoto(request, response, identity);
        else {
          const answer = await identity.removePhoto(request.headers.authorization);
          response.writeHead(200, { "Content-Type": "application/json", "Cache-Control": "no-store" });
          response.end(JSON.stringify(answer));
        }
      } catch (error) {
        if (!(error instanceof IdentityRefused)) {
          logger.error({ err: error }, "photo upload failed");
          response.writeHead(503, { "Content-Type": "application/problem+json" });
          response.end(
            JSON.stringify({ status: 503, title: "Service Unavailable", detail: "Try again shortly." }),
          );
        } else if (error.code === "invalidCredentials") problem(response, 401, error.code);
        else problem(response, 400, error.code, error.field);
      }
      return true;
    }
    const match = photoPath.exec(pathname);
    if (!match || (request.method !== "GET" && request.method !== "HEAD")) return false;
    const photo = await identity.photo(match[1] ?? "");
    if (!photo) {
      response.writeHead(404, { "Content-Type": "application/problem+json" });
      response.end(JSON.stringify({ status: 404, title: "Not Found", detail: "No such photo." }));
      return true;
    }
    // The address changes with every upload (?v=), so a copy may be kept; nosniff keeps it an image.
    response.writeHead(200, {
      "Content-Type": photo.contentType,
      "Cache-Control": "public, max-age=86400",
      "X-Content-Type-Options": "nosniff",
    });
    response.end(request.method === "HEAD" ? undefined : photo.bytes);
    return true;
  };
}
