// npm run admin:create -- --username NAME --password PASS --email EMAIL [--first-name F --last-name L]
// The only way to make an admin besides the demo seed: never over HTTP.
import { parseArgs } from "node:util";
import { z } from "zod";
import { registerSchema } from "@shared/auth";
import { refusingCommon } from "../auth/common-passwords";
import { hashPassword } from "../auth/password";
import { HttpError } from "../http-error";
import { createUser } from "../users/users.service";
import { openCliDatabase } from "./cli-db";

const usage =
  "Usage: npm run admin:create -- --username NAME --password PASS --email EMAIL [--first-name FIRST] [--last-name LAST]";

async function main(): Promise<number> {
  let values;
  try {
    ({ values } = parseArgs({
      options: {
        username: { type: "string" },
        password: { type: "string" },
        email: { type: "string" },
        "first-name": { type: "string", default: "Platform" },
        "last-name": { type: "string", default: "Admin" },
      },
      strict: true,
    }));
  } catch (err) {
    console.error(`${(err as Error).message}\n${usage}`);
    return 2;
  }
  const input = refusingCommon(registerSchema, "password").safeParse({
    username: values.username,
    password: values.password,
    email: values.email,
    firstName: values["first-name"],
    lastName: values["last-name"],
    role: "admin",
  });
  if (!input.success) {
    console.error(`${z.prettifyError(input.error)}\n${usage}`);
    return 2;
  }
  const database = await openCliDatabase();
  try {
    const row = await createUser(
      database.db,
      { ...input.data, role: "admin", passwordHash: await hashPassword(input.data.password) },
      { notify: false },
    );
    console.log(`Admin account created: ${row.username} (id ${row.id})`);
    return 0;
  } catch (err) {
    if (err instanceof HttpError) {
      console.error(err.message);
      return 1;
    }
    throw err;
  } finally {
    await database.close();
  }
}

main().then(
  (code) => process.exit(code),
  (err) => {
    console.error(`admin:create failed: ${(err as Error).message}`);
    process.exit(1);
  },
);
