import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { listenHost, parseEnv, trustProxySetting } from "./env";
import { loadLocalSecrets } from "./secrets";

describe("parseEnv", () => {
  it("works with no configuration", () => {
    const env = parseEnv({});
    expect(env.PORT).toBe(5000);
    expect(env.DATABASE_URL).toBeUndefined();
    expect(env.dataDir).toBe(path.resolve("./data"));
    expect(env.PAYPAL_ENVIRONMENT).toBe("sandbox");
  });

  it("fails with a clear message on bad values", () => {
    expect(() => parseEnv({ PORT: "abc" })).toThrow(/PORT/);
    expect(() => parseEnv({ DATABASE_URL: "mysql://x" })).toThrow(/DATABASE_URL: must start with postgres/);
    expect(() => parseEnv({ SESSION_SECRET: "short" })).toThrow(/SESSION_SECRET: must be at least 32 characters/);
    expect(() => parseEnv({ PAYPAL_ENVIRONMENT: "moon" })).toThrow(/PAYPAL_ENVIRONMENT/);
  });

  it("refuses payment settings that would take no real money or leak credentials", () => {
    expect(() => parseEnv({ PAYPAL_CLIENT_ID: "id" })).toThrow(/set both PAYPAL_CLIENT_ID and PAYPAL_CLIENT_SECRET/);
    const app = { APP_URL: "https://halaqa.example" };
    expect(() => parseEnv({ NODE_ENV: "production", ...app })).toThrow(
      /PAYPAL_CLIENT_ID: set PAYPAL_CLIENT_ID and PAYPAL_CLIENT_SECRET in production/,
    );
    expect(parseEnv({ NODE_ENV: "production", PAYMENTS_SIMULATOR: "true", ...app }).PAYMENTS_SIMULATOR).toBe(true);
    expect(
      parseEnv({ NODE_ENV: "production", PAYPAL_CLIENT_ID: "id", PAYPAL_CLIENT_SECRET: "secret", ...app })
        .PAYPAL_CLIENT_ID,
    ).toBe("id");
    expect(() =>
      parseEnv({
        NODE_ENV: "production",
        PAYPAL_CLIENT_ID: "id",
        PAYPAL_CLIENT_SECRET: "s",
        PAYPAL_API_BASE_URL: "http://evil.example",
      }),
    ).toThrow(/PAYPAL_API_BASE_URL: is for tests only/);
    expect(parseEnv({ PAYPAL_API_BASE_URL: "http://127.0.0.1:9999" }).PAYPAL_API_BASE_URL).toBe(
      "http://127.0.0.1:9999",
    );
  });

  it("takes APP_URL as an origin for links in emails, without a trailing slash", () => {
    expect(parseEnv({}).APP_URL).toBeUndefined();
    expect(parseEnv({ APP_URL: "https://halaqa.example/" }).APP_URL).toBe("https://halaqa.example");
    expect(parseEnv({ APP_URL: "http://localhost:5000" }).APP_URL).toBe("http://localhost:5000");
    expect(() => parseEnv({ APP_URL: "halaqa.example" })).toThrow(/APP_URL: must be an origin/);
    expect(() => parseEnv({ APP_URL: "https://halaqa.example/app?x=1" })).toThrow(/APP_URL: must be an origin/);
    // Review of issue 14: without it a reset link named the Host a request claimed; production refuses to start.
    expect(() => parseEnv({ NODE_ENV: "production", PAYMENTS_SIMULATOR: "true" })).toThrow(/APP_URL: set APP_URL/);
  });

  it("listens on loopback with the embedded demo database unless HOST says otherwise", () => {
    expect(listenHost(parseEnv({}))).toBe("127.0.0.1");
    expect(listenHost(parseEnv({ HOST: "0.0.0.0" }))).toBe("0.0.0.0");
    expect(listenHost(parseEnv({ DATABASE_URL: "postgres://db/halaqa" }))).toBe("0.0.0.0");
    expect(listenHost(parseEnv({ DATABASE_URL: "postgres://db/halaqa", HOST: "127.0.0.1" }))).toBe("127.0.0.1");
    expect(() => parseEnv({ HOST: "evil host; rm" })).toThrow(/HOST: must be an address/);
  });

  it("parses TRUST_PROXY", () => {
    expect(trustProxySetting(undefined)).toBe(false);
    expect(trustProxySetting("1")).toBe(1);
    expect(trustProxySetting("true")).toBe(true);
    expect(trustProxySetting("loopback")).toBe("loopback");
  });
});

describe("loadLocalSecrets", () => {
  it("generates secrets once and keeps them, readable only by the owner", () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "halaqa-secrets-"));
    const first = loadLocalSecrets(dir);
    const second = loadLocalSecrets(dir);
    expect(first.sessionSecret.length).toBeGreaterThanOrEqual(32);
    expect(second).toEqual(first);
    expect(fs.statSync(path.join(dir, "secrets.json")).mode & 0o777).toBe(0o600);
    fs.chmodSync(path.join(dir, "secrets.json"), 0o644);
    loadLocalSecrets(dir);
    expect(fs.statSync(path.join(dir, "secrets.json")).mode & 0o777).toBe(0o600);
    fs.rmSync(dir, { recursive: true });
  });

  it("refuses to invent a new database password for an existing database", () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "halaqa-secrets-"));
    fs.mkdirSync(path.join(dir, "postgres"));
    fs.writeFileSync(path.join(dir, "postgres", "PG_VERSION"), "18\n");
    expect(() => loadLocalSecrets(dir)).toThrow(/secrets.json is missing/);
    fs.rmSync(dir, { recursive: true });
  });
});
