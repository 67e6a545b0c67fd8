// The documents tests again with the documents in S3 (a local s3rver, a fresh bucket): what they prove must hold
// whichever storage is configured (decision 053). The S3-specific cases are in server/storage/s3-storage.test.ts.
import { afterAll, describe, expect, it } from "vitest";
import { createS3Storage } from "../storage/s3-storage";
import { startTestS3 } from "../test/s3-test-server";
import { runAgainWith } from "../test/run-again";

const s3 = await startTestS3();
afterAll(() => s3.close());

await runAgainWith({ storage: createS3Storage(s3.options) }, () => import("./documents.test"));

describe("the run above", () => {
  it("kept its documents in the bucket", () => {
    // Without this, a default that failed to apply would run these tests on the local folder unnoticed.
    const puts = s3.requests.filter((r) => r.method === "PUT" && r.url.startsWith(`/${s3.bucket}/documents/`));
    expect(puts.length).toBeGreaterThan(10);
  });
});
