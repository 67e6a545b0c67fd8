// Where documents' bytes live (decision 053): the local folder by default, S3-compatible object storage when
// S3_BUCKET is set, so every process (on any host) reads the same documents.
import type { Env } from "../env";
import type { DocumentStorage } from "./document-storage";
import { createLocalStorage } from "./local-storage";

export type StorageEnv = Pick<
  Env,
  "S3_BUCKET" | "S3_REGION" | "S3_ENDPOINT" | "S3_ACCESS_KEY_ID" | "S3_SECRET_ACCESS_KEY" | "S3_FORCE_PATH_STYLE"
>;

/** S3 when S3_BUCKET is set; otherwise the local folder (DATA_DIR/uploads), where existing documents already are. */
export async function createStorage(env: StorageEnv, uploadsDir: string): Promise<DocumentStorage> {
  if (!env.S3_BUCKET) return createLocalStorage(uploadsDir);
  // Loaded only when used: the AWS SDK would otherwise cost every process memory (server/security/worst-case-memory).
  const { createS3Storage } = await import("./s3-storage");
  return createS3Storage({
    bucket: env.S3_BUCKET,
    region: env.S3_REGION,
    endpoint: env.S3_ENDPOINT,
    forcePathStyle: env.S3_FORCE_PATH_STYLE,
    credentials:
      env.S3_ACCESS_KEY_ID && env.S3_SECRET_ACCESS_KEY
        ? { accessKeyId: env.S3_ACCESS_KEY_ID, secretAccessKey: env.S3_SECRET_ACCESS_KEY }
        : undefined,
  });
}
