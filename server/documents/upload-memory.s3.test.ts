// The upload memory test again with the real server keeping documents in S3 (a local s3rver in this test process):
// the uploads arrive on disk and are streamed on to the bucket, so the same 300 MB bound holds (decision 053).
import { afterAll, describe, expect, it, vi } from "vitest";
import { startTestS3, S3RVER_CREDENTIALS } from "../test/s3-test-server";

const s3 = await startTestS3();
afterAll(() => s3.close());
// The real server (server/test/real-server.ts) is started with this process's environment.
Object.assign(process.env, {
  S3_BUCKET: s3.bucket,
  S3_ENDPOINT: s3.endpoint,
  S3_FORCE_PATH_STYLE: "true",
  S3_ACCESS_KEY_ID: S3RVER_CREDENTIALS.accessKeyId,
  S3_SECRET_ACCESS_KEY: S3RVER_CREDENTIALS.secretAccessKey,
});
// A fresh import, whatever this worker ran before (see server/test/run-again.ts).
vi.resetModules();
await import("./upload-memory.test");

describe("the run above", () => {
  it("sent every upload to the bucket", () => {
    const puts = s3.requests.filter((r) => r.method === "PUT" && r.url.startsWith(`/${s3.bucket}/documents/`));
    expect(puts.length).toBeGreaterThanOrEqual(30);
  });
});
