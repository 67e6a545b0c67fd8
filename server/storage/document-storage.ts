// The storage interface for documents' bytes (decision 053); rows stay in PostgreSQL. Implementations:
// local-storage.ts (the default) and s3-storage.ts; create-storage.ts picks one from the environment.
import type { Readable } from "node:stream";

/** A stored document opened for reading: its bytes as a stream (never buffered whole) and their length. */
export interface StoredObject {
  stream: Readable;
  size: number;
}

export interface DocumentStorage {
  readonly kind: "local" | "s3";
  /**
   * Stores a finished upload (a file on this host's disk, already checked) under `key`. The file is consumed: moved
   * in or streamed out and removed. Private: no ACL, no URL of its own.
   */
  putFile(key: string, file: string, info: { size: number; contentType: string }): Promise<void>;
  /** The object to stream to an authorized caller, or null when there is none under `key`. */
  open(key: string): Promise<StoredObject | null>;
  /** Removes the object; a key with no object is not an error. */
  delete(key: string): Promise<void>;
  /** Every key, a page at a time (an orphan sweep, the tests); never one unbounded answer. */
  keys(): AsyncIterable<string>;
}

/** The store could not be reached or refused us (network, credentials, bucket): the caller answers 503. */
export class StorageUnavailableError extends Error {
  constructor(options: { cause: unknown }) {
    super("document storage is unavailable", options);
    this.name = "StorageUnavailableError";
  }
}

// Keys are generated (48 hex characters); older rows may carry any plain file name. Never a path: no separator,
// no leading dot (so no "." or ".."), nothing a file system or an S3 key would read as structure.
const KEY = /^[A-Za-z0-9][A-Za-z0-9._-]{0,199}$/;

/** Throws on anything that is not a plain key, so no caller can make a store reach outside its folder or prefix. */
export function assertKey(key: string): void {
  if (!KEY.test(key)) throw new RangeError("invalid storage key");
}
