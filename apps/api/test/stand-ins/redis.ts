import { type AddressInfo, createServer, type Socket } from "node:net";

export type RedisStandIn = {
  url: string;
  /** Commands received, upper-cased names. */
  commands: string[];
  close: () => Promise<void>;
};

type Reply = { simple: string } | { error: string } | number | string | null | Reply[];

function encode(reply: Reply): string {
  if (reply === null) return "$-1\r\n";
  if (typeof reply === "number") return `:${reply}\r\n`;
  if (typeof reply === "string") return `$${Buffer.byteLength(reply)}\r\n${reply}\r\n`;
  if (Array.isArray(reply)) return `*${reply.length}\r\n${reply.map(encode).join("")}`;
  if ("simple" in reply) return `+${reply.simple}\r\n`;
  return `-${reply.error}\r\n`;
}

/** Reads one RESP array of bulk strings from the start of `buffer`; undefined if incomplete. */
function parseCommand(buffer: Buffer): { args: string[]; rest: Buffer } | undefined {
  const text = buffer.toString("latin1");
  if (!text.startsWith("*")) {
    const end = text.indexOf("\r\n");
    if (end === -1) return undefined;
    return { args: text.slice(0, end).trim().split(/\s+/), rest: buffer.subarray(end + 2) };
  }
  let position = text.indexOf("\r\n");
  if (position === -1) return undefined;
  const count = Number(text.slice(1, position));
  position += 2;
  const args: string[] = [];
  for (let index = 0; index < count; index++) {
    const lineEnd = text.indexOf("\r\n", position);
    if (lineEnd === -1) return undefined;
    const length = Number(text.slice(position + 1, lineEnd));
    const start = lineEnd + 2;
    if (text.length < start + length + 2) return undefined;
    args.push(buffer.subarray(start, start + length).toString("utf8"));
    position = start + length + 2;
  }
  return { args, rest: buffer.subarray(position) };
}

/**
 * A Redis stand-in speaking RESP2 for the commands the rate limiter uses (INCR, DECR, PTTL,
 * PEXPIRE, DEL, GET, MULTI/EXEC) plus what a client sends on connect (HELLO is refused like
 * Redis 5 does, so the client falls back to RESP2; INFO; CLIENT; SELECT; PING; QUIT). Keys
 * expire on the real clock, as in Redis.
 */
export async function startRedisStandIn(): Promise<RedisStandIn> {
  const store = new Map<string, { value: string; expiresAt: number | undefined }>();
  const commands: string[] = [];
  const sockets = new Set<Socket>();

  const live = (key: string) => {
    const entry = store.get(key);
    if (entry?.expiresAt !== undefined && entry.expiresAt <= Date.now()) {
      store.delete(key);
      return undefined;
    }
    return entry;
  };
  const addTo = (key: string, delta: number): Reply => {
    const entry = live(key);
    const current = entry ? Number(entry.value) : 0;
    if (!Number.isInteger(current)) return { error: "ERR value is not an integer or out of range" };
    store.set(key, { value: String(current + delta), expiresAt: entry?.expiresAt });
    return current + delta;
  };

  const execute = (args: string[]): Reply => {
    const [name = "", ...rest] = args;
    const key = rest[0] ?? "";
    switch (name.toUpperCase()) {
      case "PING":
        return { simple: "PONG" };
      case "INFO":
        return "# Server\r\nredis_version:5.0.0-stand-in\r\n# Persistence\r\nloading:0\r\n";
      case "SELECT":
      case "CLIENT":
        return { simple: "OK" };
      case "INCR":
        return addTo(key, 1);
      case "DECR":
        return addTo(key, -1);
      case "GET":
        return live(key)?.value ?? null;
      case "DEL":
        return rest.filter((candidate) => live(candidate) && store.delete(candidate)).length;
      case "PTTL": {
        const entry = live(key);
        if (!entry) return -2;
        return entry.expiresAt === undefined ? -1 : Math.max(0, entry.expiresAt - Date.now());
      }
      case "PEXPIRE": {
        const entry = live(key);
        if (!entry) return 0;
        entry.expiresAt = Date.now() + Number(rest[1]);
        return 1;
      }
      default:
        return { error: `ERR unknown command '${name}'` };
    }
  };

  const server = createServer((socket) => {
    sockets.add(socket);
    // Replies go out at once: with Nagle's delay each round trip waited for the client's ACK.
    socket.setNoDelay(true);
    socket.on("close", () => sockets.delete(socket));
    let buffer = Buffer.alloc(0);
    let queued: string[][] | undefined;
    socket.on("data", (chunk: Buffer) => {
      buffer = Buffer.concat([buffer, chunk]);
      for (;;) {
        const parsed = parseCommand(buffer);
        if (!parsed) return;
        buffer = Buffer.from(parsed.rest);
        const name = (parsed.args[0] ?? "").toUpperCase();
        commands.push(name);
        if (name === "QUIT") {
          socket.end(encode({ simple: "OK" }));
          return;
        }
        if (name === "MULTI") {
          queued = [];
          socket.write(encode({ simple: "OK" }));
        } else if (name === "EXEC") {
          const replies = (queued ?? []).map(execute);
          queued = undefined;
          socket.write(encode(replies));
        } else if (name === "DISCARD") {
          queued = undefined;
          socket.write(encode({ simple: "OK" }));
        } else if (queued) {
          queued.push(parsed.args);
          socket.write(encode({ simple: "QUEUED" }));
        } else {
          socket.write(encode(execute(parsed.args)));
        }
      }
    });
  });

  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `redis://127.0.0.1:${port}`,
    commands,
    close: () =>
      new Promise((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}
