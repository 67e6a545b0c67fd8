// The scale-out harness's mail server (decision 055): every process's mail as .eml files in the one folder the e2e
// specs read. Just enough SMTP for nodemailer on loopback: no TLS or AUTH offered, so none is attempted.
import crypto from "node:crypto";
import fs from "node:fs";
import net from "node:net";
import path from "node:path";

const MAX_MESSAGE_BYTES = 1024 * 1024;

export interface SmtpSink {
  port: number;
  close(): Promise<void>;
}

export function startSmtpSink(dir: string): Promise<SmtpSink> {
  fs.mkdirSync(dir, { recursive: true });
  const sockets = new Set<net.Socket>();
  const server = net.createServer((socket) => {
    sockets.add(socket);
    socket.on("close", () => sockets.delete(socket));
    socket.on("error", () => socket.destroy());
    socket.setTimeout(30_000, () => socket.destroy());
    let buffered = "";
    let data: string[] | undefined;
    let size = 0;
    const reply = (line: string) => socket.write(`${line}\r\n`);
    reply("220 halaqa-scale-sink ESMTP");
    // latin1 keeps every byte as one character, so 8-bit bodies are written back unchanged.
    socket.on("data", (chunk: Buffer) => {
      buffered += chunk.toString("latin1");
      let at: number;
      while ((at = buffered.indexOf("\r\n")) >= 0) {
        const line = buffered.slice(0, at);
        buffered = buffered.slice(at + 2);
        if (data) {
          if (line === ".") {
            const name = `${new Date().toISOString().replace(/[:.]/g, "-")}-${crypto.randomBytes(4).toString("hex")}.eml`;
            fs.writeFileSync(path.join(dir, name), Buffer.from(data.join("\n") + "\n", "latin1"));
            data = undefined;
            reply("250 2.0.0 written");
          } else {
            size += line.length + 2;
            if (size > MAX_MESSAGE_BYTES) {
              reply("552 5.3.4 message too big");
              socket.end();
              return;
            }
            // Dot-stuffing: a line that starts with "." was sent with one more.
            data.push(line.startsWith(".") ? line.slice(1) : line);
          }
          continue;
        }
        const verb = line.slice(0, 4).toUpperCase();
        if (verb === "EHLO" || verb === "HELO") reply("250 halaqa-scale-sink");
        else if (verb === "MAIL" || verb === "RCPT" || verb === "RSET" || verb === "NOOP") reply("250 2.0.0 OK");
        else if (verb === "DATA") {
          data = [];
          size = 0;
          reply("354 end with <CRLF>.<CRLF>");
        } else if (verb === "QUIT") {
          reply("221 2.0.0 bye");
          socket.end();
        } else reply("502 5.5.2 not implemented");
      }
    });
  });
  return new Promise((resolve, reject) => {
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address() as net.AddressInfo;
      resolve({
        port,
        close: () =>
          new Promise<void>((done) => {
            for (const s of sockets) s.destroy();
            server.close(() => done());
          }),
      });
    });
  });
}
