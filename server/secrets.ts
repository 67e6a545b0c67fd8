// Zero-configuration secrets for the embedded database: generated once, kept in DATA_DIR (mode 0600),
// so sessions survive a restart and the embedded server keeps its password.
import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";

export interface LocalSecrets {
  sessionSecret: string;
  pgPassword: string;
}

export function loadLocalSecrets(dataDir: string): LocalSecrets {
  const file = path.join(dataDir, "secrets.json");
  fs.mkdirSync(dataDir, { recursive: true });
  let stored: Partial<LocalSecrets> = {};
  if (fs.existsSync(file)) {
    fs.chmodSync(file, 0o600);
    stored = JSON.parse(fs.readFileSync(file, "utf8")) as Partial<LocalSecrets>;
  } else if (fs.existsSync(path.join(dataDir, "postgres", "PG_VERSION"))) {
    // A new password would not open the existing database: say so instead of failing to authenticate.
    throw new Error(
      `${file} is missing, but the database in ${path.join(dataDir, "postgres")} needs the password stored in it. ` +
        "Restore the file, or move the data folder away to start with a fresh database.",
    );
  }
  const secrets: LocalSecrets = {
    sessionSecret: stored.sessionSecret ?? crypto.randomBytes(48).toString("base64url"),
    pgPassword: stored.pgPassword ?? crypto.randomBytes(24).toString("base64url"),
  };
  if (secrets.sessionSecret !== stored.sessionSecret || secrets.pgPassword !== stored.pgPassword) {
    fs.writeFileSync(file, JSON.stringify(secrets, null, 2), { mode: 0o600 });
  }
  return secrets;
}
