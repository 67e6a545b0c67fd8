// argon2id with one of OWASP's recommended settings (12 MiB, 3 passes, 1 lane). At most two hashes at a time (the
// cores): more would only wait in the thread pool holding their memory, past the budget under a burst of logins.
import os from "node:os";
import argon2 from "argon2";
import pLimit from "p-limit";

const options = { type: argon2.argon2id, memoryCost: 12_288, timeCost: 3, parallelism: 1 } as const;
const limit = pLimit(Math.max(1, Math.min(2, os.availableParallelism())));

export function hashPassword(plain: string): Promise<string> {
  return limit(() => argon2.hash(plain, options));
}

export async function verifyPassword(hash: string, plain: string): Promise<boolean> {
  try {
    return await limit(() => argon2.verify(hash, plain));
  } catch {
    return false;
  }
}

// Verified against when the username does not exist, so both failures take the same time.
let dummyHash: Promise<string> | undefined;
export function dummyVerify(plain: string): Promise<boolean> {
  dummyHash ??= hashPassword("not-a-real-password-but-the-same-cost");
  return dummyHash.then((h) => verifyPassword(h, plain)).then(() => false);
}
