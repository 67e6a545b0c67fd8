// Documents in a private folder on this host (DATA_DIR/uploads): the default, and where documents stored before
// decision 053 already are. One host only; several hosts need S3 (s3-storage.ts).
import fs from "node:fs";
import path from "node:path";
import { assertKey, type DocumentStorage } from "./document-storage";

/** Moves a received file into the folder; a copy only when the two are on different disks. */
async function moveInto(from: string, to: string): Promise<void> {
  await fs.promises.chmod(from, 0o600);
  try {
    await fs.promises.rename(from, to);
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== "EXDEV") throw err;
    await fs.promises.copyFile(from, to, fs.constants.COPYFILE_EXCL);
    await fs.promises.chmod(to, 0o600);
    await fs.promises.rm(from, { force: true });
  }
}

export function createLocalStorage(dir: string): DocumentStorage {
  const root = path.resolve(dir);
  const fileOf = (key: string) => {
    assertKey(key);
    return path.join(root, key);
  };
  return {
    kind: "local",
    async putFile(key, file) {
      const target = fileOf(key);
      // Made on demand (0700), also if the folder was removed while the server runs.
      await fs.promises.mkdir(root, { recursive: true, mode: 0o700 });
      await moveInto(file, target);
    },
    async open(key) {
      const file = fileOf(key);
      let handle: fs.promises.FileHandle;
      try {
        handle = await fs.promises.open(file, "r");
      } catch (err) {
        if ((err as NodeJS.ErrnoException).code === "ENOENT") return null;
        throw err;
      }
      // Opened before measured: a replacement that removes the file now cannot cut the download short.
      try {
        const { size } = await handle.stat();
        return { stream: handle.createReadStream(), size };
      } catch (err) {
        await handle.close();
        throw err;
      }
    },
    async delete(key) {
      await fs.promises.rm(fileOf(key), { force: true });
    },
    async *keys() {
      const folder = await fs.promises.opendir(root).catch((err: NodeJS.ErrnoException) => {
        if (err.code === "ENOENT") return null;
        throw err;
      });
      if (!folder) return;
      for await (const entry of folder) if (entry.isFile()) yield entry.name;
    },
  };
}
