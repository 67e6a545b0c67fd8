// The scale-out harness's HTTP client (decision 055): node:http rather than fetch, which cannot choose the local
// address, trust the harness's own certificate authority, or keep a Set-Cookie that a logout cleared (to replay it).
import http from "node:http";
import https from "node:https";

export interface Reply {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
  text(): string;
  json<T = unknown>(): T;
}

export interface Target {
  name: string;
  base: string;
  agent: http.Agent;
  /** Sent with every request, e.g. X-Forwarded-Proto when the harness stands in for the TLS proxy. */
  headers?: Record<string, string>;
  /** The client address the server sees (any 127.x.y.z on Linux). */
  localAddress?: string;
}

/**
 * A reply whose connection closed after its status line, before its body ended: a process killed between the two
 * writes of an answer (express-session sends all but its last byte, then saves the session, then the rest).
 */
export class CutReply extends Error {
  constructor(readonly status: number) {
    super(`the answer (status ${status}) was cut off before its end`);
  }
}

export interface CallOptions {
  cookie?: string;
  json?: unknown;
  body?: Buffer;
  headers?: Record<string, string>;
  timeoutMs?: number;
}

export function call(target: Target, method: string, urlPath: string, o: CallOptions = {}): Promise<Reply> {
  const url = new URL(urlPath, target.base);
  const body = o.json !== undefined ? Buffer.from(JSON.stringify(o.json)) : o.body;
  const headers: Record<string, string> = {
    ...target.headers,
    ...(o.json !== undefined ? { "Content-Type": "application/json" } : {}),
    ...(o.cookie ? { Cookie: o.cookie } : {}),
    ...(body ? { "Content-Length": String(body.length) } : {}),
    ...o.headers,
  };
  const timeoutMs = o.timeoutMs ?? 30_000;
  const send = url.protocol === "https:" ? https.request : http.request;
  return new Promise((resolve, reject) => {
    const req = send(
      url,
      { method, headers, agent: target.agent, localAddress: target.localAddress, timeout: timeoutMs },
      (res) => {
        const chunks: Buffer[] = [];
        res.on("data", (c: Buffer) => chunks.push(c));
        res.on("error", () => reject(new CutReply(res.statusCode ?? 0)));
        res.on("end", () => {
          const buf = Buffer.concat(chunks);
          resolve({
            status: res.statusCode ?? 0,
            headers: res.headers,
            body: buf,
            text: () => buf.toString("utf8"),
            json: <T>() => JSON.parse(buf.toString("utf8")) as T,
          });
        });
      },
    );
    req.on("timeout", () =>
      req.destroy(new Error(`${method} ${url.pathname} on ${target.name}: no answer within ${timeoutMs / 1000} s`)),
    );
    req.on("error", reject);
    req.end(body);
  });
}

/** The cookie pairs a reply sets, merged over `jar` ("a=1; b=2"); a cleared cookie is dropped. */
export function cookiesFrom(reply: Reply, jar = ""): string {
  const pairs = new Map(jar ? jar.split("; ").map((p) => [p.split("=")[0], p] as const) : []);
  for (const line of reply.headers["set-cookie"] ?? []) {
    const pair = line.split(";")[0];
    const name = pair.split("=")[0];
    if (/;\s*(max-age=0|expires=thu, 01 jan 1970)/i.test(line) || pair === `${name}=`) pairs.delete(name);
    else pairs.set(name, pair);
  }
  return [...pairs.values()].join("; ");
}

/** A multipart/form-data body with text fields and one file. */
export function multipart(
  fields: Record<string, string>,
  file: { field: string; name: string; type: string; data: Buffer },
): { body: Buffer; contentType: string } {
  const boundary = `----halaqa-scale-${Date.now().toString(36)}${Math.random().toString(36).slice(2)}`;
  const parts: Buffer[] = [];
  for (const [k, v] of Object.entries(fields)) {
    parts.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`));
  }
  parts.push(
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="${file.field}"; filename="${file.name}"\r\nContent-Type: ${file.type}\r\n\r\n`,
    ),
    file.data,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  );
  return { body: Buffer.concat(parts), contentType: `multipart/form-data; boundary=${boundary}` };
}
