// The local folder store (the default): keys are plain names inside its folder, never a path out of it.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { assertKey } from "./document-storage";
import { createLocalStorage } from "./local-storage";

let base: string;
let dir: string;
beforeEach(() => {
  base = fs.mkdtempSync(path.join(os.tmpdir(), "halaqa-local-storage-"));
  dir = path.join(base, "uploads");
});
afterEach(() => fs.rmSync(base, { recursive: true, force: true }));

/** A received upload waiting in the incoming folder. */
function arrived(content: string | Buffer): string {
  const incoming = path.join(base, "incoming");
  fs.mkdirSync(incoming, { recursive: true });
  const file = path.join(incoming, `part-${Math.random().toString(36).slice(2)}`);
  fs.writeFileSync(file, content);
  return file;
}

async function readAll(stream: NodeJS.ReadableStream): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

async function allKeys(storage: ReturnType<typeof createLocalStorage>): Promise<string[]> {
  const keys: string[] = [];
  for await (const key of storage.keys()) keys.push(key);
  return keys.sort();
}

describe("local storage", () => {
  it("moves an upload in (0600, in a 0700 folder it makes), opens it with its size, lists and deletes it", async () => {
    const storage = createLocalStorage(dir);
    expect(await allKeys(storage)).toEqual([]);
    const body = Buffer.from("%PDF-1.4 some bytes");
    const file = arrived(body);
    await storage.putFile("a1b2c3", file, { size: body.length, contentType: "application/pdf" });
    expect(fs.existsSync(file)).toBe(false);
    expect(fs.statSync(dir).mode & 0o777).toBe(0o700);
    expect(fs.statSync(path.join(dir, "a1b2c3")).mode & 0o777).toBe(0o600);

    const object = await storage.open("a1b2c3");
    expect(object?.size).toBe(body.length);
    expect(await readAll(object!.stream)).toEqual(body);
    expect(await allKeys(storage)).toEqual(["a1b2c3"]);

    await storage.delete("a1b2c3");
    expect(await storage.open("a1b2c3")).toBeNull();
    expect(await allKeys(storage)).toEqual([]);
    // Deleting what is not there is not an error (a replacement racing another).
    await expect(storage.delete("a1b2c3")).resolves.toBeUndefined();
  });

  it("keeps serving a file opened before a replacement removed it", async () => {
    const storage = createLocalStorage(dir);
    const body = Buffer.alloc(256 * 1024, 0x41);
    await storage.putFile("old", arrived(body), { size: body.length, contentType: "application/pdf" });
    const object = await storage.open("old");
    await storage.delete("old");
    // Buffer.equals: a deep toEqual over 256 KB takes seconds.
    expect((await readAll(object!.stream)).equals(body)).toBe(true);
  });

  it("reads documents stored before the storage interface (plain files in the folder)", async () => {
    fs.mkdirSync(dir, { recursive: true });
    fs.writeFileSync(path.join(dir, "cv-12.pdf"), "legacy");
    const object = await createLocalStorage(dir).open("cv-12.pdf");
    expect((await readAll(object!.stream)).toString()).toBe("legacy");
  });

  it.each(["../secret", "..", ".", "a/b", "a\\b", "/etc/passwd", ".hidden", "", "a\0b", "x".repeat(201), "%2e%2e%2fx"])(
    "refuses the key %j for every operation, touching nothing outside the folder",
    async (key) => {
      const storage = createLocalStorage(dir);
      fs.writeFileSync(path.join(base, "secret"), "outside");
      const file = arrived("x");
      await expect(storage.putFile(key, file, { size: 1, contentType: "application/pdf" })).rejects.toThrow(RangeError);
      await expect(storage.open(key)).rejects.toThrow(RangeError);
      await expect(storage.delete(key)).rejects.toThrow(RangeError);
      expect(fs.readFileSync(path.join(base, "secret"), "utf8")).toBe("outside");
      // The refused upload was not moved anywhere.
      expect(fs.existsSync(file)).toBe(true);
    },
  );

  it("accepts the generated keys and plain names", () => {
    for (const key of ["0123456789abcdef0123456789abcdef0123456789abcdef", "id-7.pdf", "A_b.c-d"])
      expect(() => assertKey(key)).not.toThrow();
  });
});
