import supertest from "supertest";
import { describe, expect, it } from "vitest";
import { CURRENCIES } from "@shared/constants";
import { convertAmount, type CurrencyRates } from "@shared/currency";
import { currencyRates } from "@shared/schema";
import { signInAs, signUp, useTestApp } from "../test/test-app";

const ctx = useTestApp();

/** The table as stored, to prove a refused request changed nothing. */
const stored = async () =>
  (await ctx.db.db.select().from(currencyRates).orderBy(currencyRates.currency)).map(
    (r) => `${r.currency}=${r.rate}@${r.updatedAt.toISOString()}`,
  );

describe("GET /api/currency-rates", () => {
  it("is for signed-in users only", async () => {
    const res = await supertest(ctx.app).get("/api/currency-rates");
    expect(res.status).toBe(401);
    expect(res.body).toEqual({ message: "Unauthorized" });
  });

  it("answers every supported currency once, in the spec's order, with the seed's rates and date", async () => {
    const parent = await signUp(ctx);
    const res = await parent.agent.get("/api/currency-rates");
    expect(res.status).toBe(200);
    const body = res.body as CurrencyRates;
    expect(body.base).toBe("USD");
    expect(body.rates.map((r) => r.currency)).toEqual([...CURRENCIES]);
    expect(body.rates[0]).toEqual({ currency: "USD", rate: 1, updatedAt: "2025-10-01T00:00:00.000Z" });
    expect(body.rates.find((r) => r.currency === "SAR")).toEqual({
      currency: "SAR",
      rate: 3.75,
      updatedAt: "2025-10-01T00:00:00.000Z",
    });
    for (const r of body.rates) expect(r.rate, r.currency).toBeGreaterThan(0);
  });
});

describe("PUT /api/admin/currency-rates", () => {
  it("refuses the signed out (401) and anyone not an admin (403), changing nothing", async () => {
    const before = await stored();
    const body = { rates: { GBP: 0.5 } };
    const signedOut = await supertest(ctx.app).put("/api/admin/currency-rates").send(body);
    expect(signedOut.status).toBe(401);
    for (const roles of [["parent"], ["teacher"]] as const) {
      const user = await signInAs(ctx, [...roles]);
      const res = await user.agent.put("/api/admin/currency-rates").send(body);
      expect(res.status, roles[0]).toBe(403);
    }
    expect(await stored()).toEqual(before);
  });

  it.each([
    ["an unsupported currency", { rates: { GBP: 0.8, XYZ: 2 } }, "rates", "Not one of the supported currencies: XYZ"],
    ["a lower-case code", { rates: { gbp: 0.8 } }, "rates", "Not one of the supported currencies: gbp"],
    ["USD other than 1", { rates: { USD: 1.1 } }, "rates.USD", "USD is the base currency: its rate is always 1"],
    ["a zero rate", { rates: { GBP: 0 } }, "rates.GBP", "Must be at least 0.001"],
    ["a negative rate", { rates: { EUR: 0.9, GBP: -0.8 } }, "rates.GBP", "Must be at least 0.001"],
    ["a rate too large", { rates: { IDR: 1e9 } }, "rates.IDR", "Must be at most 1,000,000"],
    ["a rate as text", { rates: { GBP: "0.8" } }, "rates.GBP", "Enter the rate as a number"],
    ["a rate of null (Infinity and NaN in JSON)", { rates: { GBP: null } }, "rates.GBP", "Enter the rate as a number"],
    ["no rates at all", { rates: {} }, "rates", "Give at least one rate"],
    ["rates as a list", { rates: [0.8] }, "rates", "rates must be an object of currency codes and rates"],
    ["no body", undefined, "rates", "rates must be an object of currency codes and rates"],
  ])("refuses %s with a 400 naming the field, and changes nothing", async (_what, body, path, message) => {
    const admin = await signInAs(ctx, ["admin"]);
    const before = await stored();
    const req = admin.agent.put("/api/admin/currency-rates");
    const res = body === undefined ? await req : await req.send(body);
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(`${path}: ${message}`);
    expect(res.body.errors[0]).toEqual({ path, message });
    expect(await stored()).toEqual(before);
  });

  it("refuses a rate written as Infinity (1e400) without a 500", async () => {
    const admin = await signInAs(ctx, ["admin"]);
    const before = await stored();
    const res = await admin.agent
      .put("/api/admin/currency-rates")
      .set("Content-Type", "application/json")
      .send('{"rates":{"GBP":1e400}}');
    expect(res.status).toBe(400);
    expect(res.body.errors[0].path).toBe("rates.GBP");
    expect(await stored()).toEqual(before);
  });

  it("sets the rates given, dated now, keeps the others, and GET answers them to everyone", async () => {
    const admin = await signInAs(ctx, ["admin"]);
    const before = (await admin.agent.get("/api/currency-rates")).body as CurrencyRates;
    const started = Date.now();
    const res = await admin.agent
      .put("/api/admin/currency-rates")
      .send({ rates: { USD: 1, GBP: 0.79, IDR: 16_321.1234567 } });
    expect(res.status).toBe(200);
    const parent = await signUp(ctx);
    const after = (await parent.agent.get("/api/currency-rates")).body as CurrencyRates;
    expect(after).toEqual(res.body);
    const find = (rates: CurrencyRates, code: string) => rates.rates.find((r) => r.currency === code)!;
    expect(find(after, "GBP").rate).toBe(0.79);
    // Kept to 6 decimal places.
    expect(find(after, "IDR").rate).toBe(16_321.123457);
    for (const code of ["GBP", "IDR"]) {
      const at = Date.parse(find(after, code).updatedAt);
      expect(at, code).toBeGreaterThanOrEqual(started - 5_000);
      expect(at, code).toBeLessThanOrEqual(Date.now() + 5_000);
    }
    // USD and the currencies not given are as they were, dates included.
    for (const code of CURRENCIES.filter((c) => c !== "GBP" && c !== "IDR"))
      expect(find(after, code), code).toEqual(find(before, code));
    expect(after.rates).toHaveLength(CURRENCIES.length);
  });

  it("refuses a body with one bad rate among good ones, writing none of them", async () => {
    const admin = await signInAs(ctx, ["admin"]);
    const before = await stored();
    const res = await admin.agent.put("/api/admin/currency-rates").send({ rates: { EUR: 0.9, TRY: 45, PKR: 0 } });
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual([{ path: "rates.PKR", message: "Must be at least 0.001" }]);
    expect(await stored()).toEqual(before);
  });
});

describe("convertAmount", () => {
  const rates = [
    { currency: "USD", rate: 1, updatedAt: "" },
    { currency: "GBP", rate: 0.79, updatedAt: "" },
    { currency: "SAR", rate: 3.75, updatedAt: "" },
  ] as const;

  it("converts from USD, and across two other currencies through USD", () => {
    expect(convertAmount("20.00", "USD", "GBP", rates)).toBeCloseTo(15.8, 10);
    expect(convertAmount("75", "SAR", "GBP", rates)).toBeCloseTo(15.8, 10);
    expect(convertAmount(15.8, "GBP", "USD", rates)).toBeCloseTo(20, 10);
  });

  it("is null without a rate or an amount", () => {
    expect(convertAmount("20.00", "USD", "EUR", rates)).toBeNull();
    expect(convertAmount("20.00", "EUR", "GBP", rates)).toBeNull();
    expect(convertAmount("", "USD", "GBP", rates)).toBeNull();
    expect(convertAmount("abc", "USD", "GBP", rates)).toBeNull();
  });
});
