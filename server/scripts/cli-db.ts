// Opens the same database the server would (DATABASE_URL, else the embedded one in DATA_DIR) for CLI scripts.
import pino from "pino";
import { openDatabase, type OpenDatabase } from "../db";
import { parseEnv } from "../env";
import { loadLocalSecrets } from "../secrets";

export async function openCliDatabase(): Promise<OpenDatabase> {
  const env = parseEnv();
  const logger = pino({ level: "warn" });
  // A running server keeps its database: the script connects to it instead of stopping it.
  return openDatabase(env, () => loadLocalSecrets(env.dataDir), logger, { share: true });
}
