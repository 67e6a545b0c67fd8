// argon2id with OWASP's parameters (19 MiB, 2 passes): strong, and light enough to stay under the memory budget.
import argon2 from "argon2";

const options = { type: argon2.argon2id, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export function hashPassword(plain: string): Promise<string> {
  return argon2.hash(plain, options);
}

export async function verifyPassword(hash: string, plain: string): Promise<boolean> {
  try {
    return await argon2.verify(hash, plain);
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
