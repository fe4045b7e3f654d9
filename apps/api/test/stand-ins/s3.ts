import type { IncomingMessage, ServerResponse } from "node:http";
import { type StandInServer, startHttpStandIn } from "./http-server";

/*
 * A local stand-in for S3's REST protocol, path-style (/bucket/key), as the SDK speaks it to a
 * configured endpoint: PutObject, GetObject, DeleteObject and HeadObject on one bucket. It checks
 * that each request is signed (SigV4) with the expected access key, not the signature itself.
 */

export type S3StandIn = StandInServer & {
  objects: Map<string, { body: Buffer; contentType: string | undefined }>;
};

function sendError(response: ServerResponse, status: number, code: string, head: boolean): void {
  response.writeHead(status, { "content-type": "application/xml" });
  response.end(
    head
      ? undefined
      : `<?xml version="1.0" encoding="UTF-8"?><Error><Code>${code}</Code><Message>${code}</Message></Error>`,
  );
}

async function readBody(request: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

export async function startS3StandIn(options: {
  bucket: string;
  accessKeyId: string;
}): Promise<S3StandIn> {
  const objects: S3StandIn["objects"] = new Map();
  const server = await startHttpStandIn(async (request, response, url) => {
    const head = request.method === "HEAD";
    const authorization = request.headers.authorization ?? "";
    if (!authorization.startsWith(`AWS4-HMAC-SHA256 Credential=${options.accessKeyId}/`)) {
      sendError(response, 403, "InvalidAccessKeyId", head);
      return;
    }
    const [, bucket, ...rest] = url.pathname.split("/");
    const key = decodeURIComponent(rest.join("/"));
    if (bucket !== options.bucket) {
      sendError(response, 404, "NoSuchBucket", head);
      return;
    }
    const stored = objects.get(key);
    switch (request.method) {
      case "PUT": {
        const body = await readBody(request);
        objects.set(key, { body, contentType: request.headers["content-type"] });
        response.writeHead(200, { etag: `"${body.length}"` });
        response.end();
        return;
      }
      case "GET":
      case "HEAD":
        if (!stored) {
          sendError(response, 404, "NoSuchKey", head);
          return;
        }
        response.writeHead(200, {
          "content-type": stored.contentType ?? "application/octet-stream",
          "content-length": String(stored.body.length),
          etag: `"${stored.body.length}"`,
        });
        response.end(head ? undefined : stored.body);
        return;
      case "DELETE":
        objects.delete(key);
        response.writeHead(204);
        response.end();
        return;
      default:
        sendError(response, 405, "MethodNotAllowed", head);
    }
  });
  return { ...server, objects };
}
