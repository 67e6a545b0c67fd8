// npm run seed:demo: adds the demo data set to an empty database (the embedded one seeds itself on first start).
import { DEMO_ACCOUNTS, seedDemoIfEmpty } from "../seed/demo";
import { openCliDatabase } from "./cli-db";

const database = await openCliDatabase();
try {
  if (await seedDemoIfEmpty(database.db)) {
    console.log("Demo data seeded. Accounts (username / password):");
    for (const a of DEMO_ACCOUNTS) console.log(`  ${a.role.padEnd(8)} ${a.username.padEnd(16)} ${a.password}`);
  } else {
    console.log("The database already has users; nothing seeded.");
  }
} finally {
  await database.close();
}
