// The same tests with the production read cache (sessions, the signed-in user and public answers served from
// memory for up to 10 s between writes): what they prove must hold with it on too.
import { runAgainWith } from "../test/run-again";

await runAgainWith({ readCacheTtlMs: 10_000 }, () => import("./cookies.test"));
