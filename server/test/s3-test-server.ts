// A local S3 server for the tests (s3rver, in this process): 127.0.0.1, a random port, a fresh bucket in its own
// temporary folder. Records every request it receives, so a test can see what our server asked of it.
import fs from "node:fs";
import type { IncomingHttpHeaders } from "node:http";
import os from "node:os";
import path from "node:path";
import S3rver from "s3rver";
import type { S3StorageOptions } from "../storage/s3-storage";

/** s3rver's one built-in account. */
export const S3RVER_CREDENTIALS = { accessKeyId: "S3RVER", secretAccessKey: "S3RVER" };

export interface TestS3 {
  endpoint: string;
  bucket: string;
  /** Options for createS3Storage against this server. */
  options: S3StorageOptions;
  requests: { method: string; url: string; headers: IncomingHttpHeaders }[];
  /** Stops the server (a test of a store that is down); the folder stays for a later start. */
  stop(): Promise<void>;
  /** Stops it and removes its folder. */
  close(): Promise<void>;
}

export async function startTestS3(bucket = "halaqa-test"): Promise<TestS3> {
  const directory = fs.mkdtempSync(path.join(os.tmpdir(), "halaqa-s3rver-"));
  const server = new S3rver({
    address: "127.0.0.1",
    port: 0,
    silent: true,
    directory,
    configureBuckets: [{ name: bucket }],
  });
  const { port } = await server.run();
  const requests: TestS3["requests"] = [];
  // Before s3rver's own handler: the request as our client sent it.
  server.httpServer?.prependListener("request", (req) =>
    requests.push({ method: req.method ?? "", url: req.url ?? "", headers: req.headers }),
  );
  let running = true;
  const stop = async () => {
    if (!running) return;
    running = false;
    server.httpServer?.closeAllConnections();
    await server.close();
  };
  const endpoint = `http://127.0.0.1:${port}`;
  return {
    endpoint,
    bucket,
    options: { bucket, region: "us-east-1", endpoint, forcePathStyle: true, credentials: S3RVER_CREDENTIALS },
    requests,
    stop,
    async close() {
      await stop();
      fs.rmSync(directory, { recursive: true, force: true });
    },
  };
}
