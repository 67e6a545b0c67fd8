// Documents in an S3-compatible bucket (AWS S3, MinIO, R2, …): every process on every host reads the same objects.
// Private objects only; downloads are streamed through our server, which alone decides who may read (decision 053).
import fs from "node:fs";
import type { Readable } from "node:stream";
import {
  DeleteObjectCommand,
  GetObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
} from "@aws-sdk/client-s3";
import { assertKey, StorageUnavailableError, type DocumentStorage } from "./document-storage";

export interface S3StorageOptions {
  bucket: string;
  region: string;
  /** Another S3-compatible service; unset for AWS. */
  endpoint?: string;
  forcePathStyle?: boolean;
  /** Unset: the SDK's default chain (environment, instance role …). */
  credentials?: { accessKeyId: string; secretAccessKey: string };
  /** Attempts per request (the SDK's retries with backoff); 3 by default. */
  maxAttempts?: number;
}

/** Objects live under this prefix, so the bucket can hold other things and a lifecycle rule can name them. */
const PREFIX = "documents/";

const QUIET = { debug: () => {}, info: () => {}, warn: () => {}, error: () => {} };

/** S3's answer for a key with no object (GetObject says NoSuchKey; a HEAD, having no body, says NotFound). */
function isMissing(err: unknown): boolean {
  const name = (err as { name?: unknown })?.name;
  return name === "NoSuchKey" || name === "NotFound";
}

/** Worth another attempt: no answer at all (network), or the store's own trouble (5xx, throttling). */
function isTransient(err: unknown): boolean {
  const status = (err as { $metadata?: { httpStatusCode?: number } })?.$metadata?.httpStatusCode;
  return status === undefined || status >= 500 || status === 429 || status === 408;
}

export function createS3Storage(options: S3StorageOptions): DocumentStorage {
  const attempts = options.maxAttempts ?? 3;
  const client = new S3Client({
    region: options.region,
    endpoint: options.endpoint,
    forcePathStyle: options.forcePathStyle,
    credentials: options.credentials,
    maxAttempts: attempts,
    // An unreachable store must fail within seconds (a 503), not hold the request for minutes.
    requestHandler: { connectionTimeout: 5_000, requestTimeout: 60_000 },
    // Checksums only where S3 requires them: S3-compatible servers differ in their support for the newer
    // (aws-chunked, trailing) ones; TLS and Content-Length already guard the bytes in transit.
    requestChecksumCalculation: "WHEN_REQUIRED",
    responseChecksumValidation: "WHEN_REQUIRED",
    // Without a logger the SDK writes some failures to the console; ours are logged, with their cause, by the routes.
    logger: QUIET,
  });
  const bucket = options.bucket;
  const objectKey = (key: string) => {
    assertKey(key);
    return PREFIX + key;
  };
  /** Any failure but a missing object means the store cannot serve us now. */
  const unavailable = (err: unknown) => new StorageUnavailableError({ cause: err });

  return {
    kind: "s3",
    async putFile(key, file, info) {
      const Key = objectKey(key);
      // The SDK never retries a request whose body is a stream: a failed attempt is retried here, from a new stream.
      for (let attempt = 1; ; attempt++) {
        // Streamed from disk with its length known: one PUT (documents are at most 10 MB, far below S3's 5 GB for a
        // single PUT), never the whole file in memory. No ACL: the bucket's private default applies.
        const Body = fs.createReadStream(file);
        try {
          await client.send(
            new PutObjectCommand({
              Bucket: bucket,
              Key,
              Body,
              ContentLength: info.size,
              ContentType: info.contentType,
            }),
          );
          break;
        } catch (err) {
          if (attempt >= attempts || !isTransient(err)) throw unavailable(err);
          await new Promise((resolve) => setTimeout(resolve, 100 * 2 ** attempt));
        } finally {
          // A request that failed before reading it to the end leaves the file open.
          Body.destroy();
        }
      }
      await fs.promises.rm(file, { force: true });
    },
    async open(key) {
      const Key = objectKey(key);
      try {
        const out = await client.send(new GetObjectCommand({ Bucket: bucket, Key }));
        const stream = out.Body as Readable | undefined;
        if (!stream || out.ContentLength === undefined) {
          stream?.destroy();
          throw new Error("GetObject answered without a body or its length");
        }
        return { stream, size: out.ContentLength };
      } catch (err) {
        if (isMissing(err)) return null;
        throw unavailable(err);
      }
    },
    async delete(key) {
      const Key = objectKey(key);
      try {
        await client.send(new DeleteObjectCommand({ Bucket: bucket, Key }));
      } catch (err) {
        if (isMissing(err)) return;
        throw unavailable(err);
      }
    },
    async *keys() {
      let ContinuationToken: string | undefined;
      do {
        let page;
        try {
          page = await client.send(
            new ListObjectsV2Command({ Bucket: bucket, Prefix: PREFIX, ContinuationToken, MaxKeys: 1000 }),
          );
        } catch (err) {
          throw unavailable(err);
        }
        for (const object of page.Contents ?? []) if (object.Key) yield object.Key.slice(PREFIX.length);
        ContinuationToken = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (ContinuationToken);
    },
  };
}
