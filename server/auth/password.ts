// argon2id with one of OWASP's recommended settings (12 MiB, 3 passes, 1 lane), at most two at a time (the cores) and
// a bounded queue behind them: a burst is told to come back (503), never queued for everyone (issue 31).
import os from "node:os";
import argon2 from "argon2";
import pLimit from "p-limit";
import { HttpError } from "../http-error";

const options = { type: argon2.argon2id, memoryCost: 12_288, timeCost: 3, parallelism: 1 } as const;

export const BUSY_MESSAGE = "The server is busy. Please try again in a moment.";

/** `concurrency` tasks at a time and at most `maxWaiting` behind them; one more is refused with a 503 at once. */
export function boundedQueue(concurrency: number, maxWaiting: number) {
  const limit = pLimit(concurrency);
  return <T>(task: () => Promise<T>): Promise<T> => {
    if (limit.pendingCount >= maxWaiting)
      return Promise.reject(new HttpError(503, BUSY_MESSAGE, { "Retry-After": "2" }));
    return limit(task);
  };
}

// 32 waiting is about a second of hashing on two cores: longer than that, a caller is better told to retry.
const limit = boundedQueue(Math.max(1, Math.min(2, os.availableParallelism())), 32);

export function hashPassword(plain: string): Promise<string> {
  return limit(() => argon2.hash(plain, options));
}

export async function verifyPassword(hash: string, plain: string): Promise<boolean> {
  try {
    return await limit(() => argon2.verify(hash, plain));
  } catch (err) {
    // A full queue is an answer of its own (503); a malformed hash is a wrong password.
    if (err instanceof HttpError) throw err;
    return false;
  }
}

// Verified against when the username does not exist, so both failures take the same time.
let dummyHash: Promise<string> | undefined;
export function dummyVerify(plain: string): Promise<boolean> {
  // A refused first hash (a full queue) is made again next time, not kept.
  dummyHash ??= hashPassword("not-a-real-password-but-the-same-cost").catch((err: unknown) => {
    dummyHash = undefined;
    throw err;
  });
  return dummyHash.then((h) => verifyPassword(h, plain)).then(() => false);
}
