import { spawnSync } from "node:child_process";
import path from "node:path";
import supertest from "supertest";
import { describe, expect, it } from "vitest";
import { useTestApp } from "../test/test-app";

const ctx = useTestApp();
const root = path.resolve(import.meta.dirname, "../..");

function adminCreate(args: string[]) {
  return spawnSync(process.execPath, ["--import", "tsx", "server/scripts/admin-create.ts", ...args], {
    cwd: root,
    env: { ...process.env, DATABASE_URL: ctx.db.url },
    encoding: "utf8",
    timeout: 60_000,
  });
}

describe("npm run admin:create", () => {
  it("creates an admin who can sign in and holds only the admin role", async () => {
    const r = adminCreate(["--username", "chief", "--password", "s3cret-pass", "--email", "chief@example.com"]);
    expect(r.stderr).toBe("");
    expect(r.status).toBe(0);
    expect(r.stdout).toContain("Admin account created: chief");
    const agent = supertest.agent(ctx.app);
    const login = await agent.post("/api/login").send({ username: "chief", password: "s3cret-pass" });
    expect(login.status).toBe(200);
    expect(login.body).toMatchObject({ roles: ["admin"], currentRole: "admin", userType: "admin" });
    expect((await agent.get("/api/dashboard")).body.role).toBe("admin");
  });

  it("refuses bad input and a taken username, creating nothing", () => {
    const bad = adminCreate(["--username", "ab", "--password", "123", "--email", "nope"]);
    expect(bad.status).toBe(2);
    expect(bad.stderr).toContain("Username must be at least 3 characters");
    const taken = adminCreate(["--username", "CHIEF", "--password", "another-pass", "--email", "other@example.com"]);
    expect(taken.status).toBe(1);
    expect(taken.stderr).toContain("Username is already taken");
  });
});
