import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";

export type StandInServer = {
  /** `http://127.0.0.1:<port>` */
  origin: string;
  /** Requests seen, as method and path with query. */
  requests: Array<{ method: string; url: string }>;
  close: () => Promise<void>;
};

/** A loopback HTTP server on a free port, for speaking a third party's protocol in tests. */
export async function startHttpStandIn(
  handler: (request: IncomingMessage, response: ServerResponse, url: URL) => void,
): Promise<StandInServer> {
  const requests: StandInServer["requests"] = [];
  const server = createServer((request, response) => {
    const url = new URL(request.url ?? "/", "http://stand-in");
    requests.push({ method: request.method ?? "GET", url: request.url ?? "/" });
    handler(request, response, url);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    requests,
    close: () =>
      new Promise((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}

export function sendJson(response: ServerResponse, status: number, body: unknown): void {
  response.writeHead(status, { "content-type": "application/json" });
  response.end(JSON.stringify(body));
}
