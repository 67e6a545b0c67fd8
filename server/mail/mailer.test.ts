import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { createMailer } from "./mailer";

describe("createMailer without SMTP", () => {
  it("writes each message as a private .eml file in the outbox", async () => {
    const outboxDir = path.join(fs.mkdtempSync(path.join(os.tmpdir(), "halaqa-mail-")), "outbox");
    const mailer = createMailer({ outboxDir });
    await mailer.send({ to: "amina@example.com", subject: "Your profile is approved", text: "Assalamu alaikum Amina" });
    const files = fs.readdirSync(outboxDir);
    expect(files).toHaveLength(1);
    expect(files[0]).toMatch(/\.eml$/);
    const eml = fs.readFileSync(path.join(outboxDir, files[0]), "utf8");
    expect(eml).toContain("To: amina@example.com");
    expect(eml).toContain("Subject: Your profile is approved");
    expect(eml).toContain("Assalamu alaikum Amina");
    expect(fs.statSync(path.join(outboxDir, files[0])).mode & 0o777).toBe(0o600);
    fs.rmSync(path.dirname(outboxDir), { recursive: true });
  });
});
