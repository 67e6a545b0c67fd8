import { describe, expect, it } from "vitest";

describe("zod configuration", () => {
  it("makes zod parse without compiling code (no eval, which the CSP forbids)", async () => {
    await import("./zod-config");
    const { config, z } = await import("zod");
    expect(config().jitless).toBe(true);
    // And schemas still parse.
    expect(z.object({ a: z.string() }).safeParse({ a: "x" }).success).toBe(true);
  });
});
