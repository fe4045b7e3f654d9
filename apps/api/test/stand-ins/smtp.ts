import { type AddressInfo, createServer, type Socket } from "node:net";

export type ReceivedMail = { from: string; to: string[]; data: string };

export type SmtpStandIn = {
  url: string;
  messages: ReceivedMail[];
  close: () => Promise<void>;
};

/**
 * Just enough SMTP (RFC 5321) for a client to deliver a message: greeting, EHLO/HELO, MAIL FROM,
 * RCPT TO, DATA … ".", RSET, NOOP, QUIT. No TLS and no AUTH are offered.
 */
export async function startSmtpStandIn(): Promise<SmtpStandIn> {
  const messages: ReceivedMail[] = [];
  const sockets = new Set<Socket>();

  const server = createServer((socket) => {
    sockets.add(socket);
    socket.on("close", () => sockets.delete(socket));
    socket.setEncoding("utf8");
    let buffer = "";
    let inData = false;
    let from = "";
    let to: string[] = [];
    const reply = (line: string) => socket.write(`${line}\r\n`);
    reply("220 smtp.stand-in ESMTP ready");

    socket.on("data", (chunk: string) => {
      buffer += chunk;
      for (;;) {
        if (inData) {
          const end = buffer.indexOf("\r\n.\r\n");
          if (end === -1) return;
          const data = buffer.slice(0, end).replace(/^\.\./gm, ".");
          buffer = buffer.slice(end + 5);
          inData = false;
          messages.push({ from, to, data });
          reply("250 2.0.0 OK queued");
          continue;
        }
        const newline = buffer.indexOf("\r\n");
        if (newline === -1) return;
        const line = buffer.slice(0, newline);
        buffer = buffer.slice(newline + 2);
        const verb = line.split(" ")[0]!.toUpperCase();
        switch (verb) {
          case "EHLO":
            reply("250-smtp.stand-in greets you");
            reply("250-8BITMIME");
            reply("250 SIZE 10485760");
            break;
          case "HELO":
            reply("250 smtp.stand-in");
            break;
          case "MAIL":
            from = /<([^>]*)>/.exec(line)?.[1] ?? "";
            to = [];
            reply("250 2.1.0 OK");
            break;
          case "RCPT":
            to.push(/<([^>]*)>/.exec(line)?.[1] ?? "");
            reply("250 2.1.5 OK");
            break;
          case "DATA":
            inData = true;
            reply("354 End data with <CR><LF>.<CR><LF>");
            break;
          case "RSET":
            from = "";
            to = [];
            reply("250 2.0.0 OK");
            break;
          case "NOOP":
            reply("250 2.0.0 OK");
            break;
          case "QUIT":
            reply("221 2.0.0 Bye");
            socket.end();
            return;
          default:
            reply("502 5.5.2 Command not recognized");
        }
      }
    });
  });

  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    messages,
    close: () =>
      new Promise((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}

/** Decodes a quoted-printable body (soft line breaks and =XX escapes). */
export function decodeQuotedPrintable(text: string): string {
  return text
    .replace(/=\r?\n/g, "")
    .replace(/=([0-9A-F]{2})/g, (_match, hex: string) =>
      String.fromCharCode(Number.parseInt(hex, 16)),
    );
}
