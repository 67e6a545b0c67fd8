import supertest from "supertest";
import { describe, expect, it } from "vitest";
import { signUp, useTestApp } from "../test/test-app";
import { buildCityIndex, matchCities, normalizeCityName } from "./cities.service";

const ctx = useTestApp();

describe("normalizeCityName", () => {
  it.each([
    ["São Paulo", "sao paulo"],
    ["  LONDON ", "london"],
    ["Qal eh-ye", "qal eh ye"],
    ["Zürich", "zurich"],
    ["St. John's", "st john s"],
  ])("%j reads %j", (input, expected) => {
    expect(normalizeCityName(input)).toBe(expected);
  });
});

describe("matchCities", () => {
  const raw = [
    {
      city: "Londrina",
      lat: -23.3,
      lng: -51.18,
      pop: 496_035,
      country: "Brazil",
      province: "Paraná",
      timezone: "America/Sao_Paulo",
    },
    {
      city: "London",
      lat: 51.49999473,
      lng: -0.116721844,
      pop: 7_994_104,
      country: "United Kingdom",
      province: "Westminster",
      timezone: "Europe/London",
    },
    {
      city: "London",
      lat: 42.97,
      lng: -81.25,
      pop: 340_900,
      country: "Canada",
      province: "Ontario",
      timezone: "America/Toronto",
    },
    // The same city twice (the data has one such pair): the larger kept.
    {
      city: "London",
      lat: 42.9,
      lng: -81.2,
      pop: 1_000,
      country: "Canada",
      province: "Ontario",
      timezone: "America/Toronto",
    },
    {
      city: "Córdoba",
      city_ascii: "Cordoba",
      lat: -31.4,
      lng: -64.18,
      pop: 1_374_468,
      country: "Argentina",
      province: "Córdoba",
      timezone: "America/Argentina/Cordoba",
    },
    {
      city: "Tucumán",
      city_ascii: "San Miguel de Tucuman",
      lat: -26.82,
      lng: -65.22,
      pop: 781_023,
      country: "Argentina",
      province: "Tucumán",
      timezone: "America/Argentina/Tucuman",
    },
    // No zone: useless for prayer times, left out.
    { city: "Londa", lat: 1, lng: 1, pop: 10, country: "Nowhere", timezone: null },
  ];
  const index = buildCityIndex(raw);

  it("finds names starting with the query, largest population first, ignoring case and accents", () => {
    expect(matchCities(index, "LON").map((c) => `${c.name}, ${c.country}`)).toEqual([
      "London, United Kingdom",
      "Londrina, Brazil",
      "London, Canada",
    ]);
    expect(matchCities(index, "cordo").map((c) => c.name)).toEqual(["Córdoba"]);
    expect(matchCities(index, "Córd").map((c) => c.name)).toEqual(["Córdoba"]);
    // By the ASCII name too.
    expect(matchCities(index, "san miguel").map((c) => c.name)).toEqual(["Tucumán"]);
    expect(matchCities(index, "ondon")).toEqual([]);
  });

  it("answers the fields the client needs, coordinates rounded, province '' when the data has none", () => {
    expect(matchCities(index, "london")[0]).toEqual({
      name: "London",
      country: "United Kingdom",
      province: "Westminster",
      latitude: 51.5,
      longitude: -0.1167,
      timeZone: "Europe/London",
    });
    expect(buildCityIndex([{ city: "X", lat: 1, lng: 2, country: "Y", timezone: "UTC" }])[0].city.province).toBe("");
  });

  it("never answers more than 10", () => {
    const many = Array.from({ length: 30 }, (_, i) => ({
      city: `Al ${i}`,
      lat: 1,
      lng: 1,
      pop: i,
      country: "Z",
      timezone: "UTC",
    }));
    const found = matchCities(buildCityIndex(many), "al", 50);
    expect(found).toHaveLength(10);
    expect(found[0].name).toBe("Al 29");
  });
});

describe("GET /api/cities", () => {
  it("answers at most 10 cities of the real data whose name starts with q, largest first", async () => {
    const { agent } = await signUp(ctx);
    const res = await agent.get("/api/cities?q=lon");
    expect(res.status).toBe(200);
    expect(res.body.length).toBeGreaterThan(1);
    expect(res.body.length).toBeLessThanOrEqual(10);
    expect(res.body[0]).toEqual({
      name: "London",
      country: "United Kingdom",
      province: "Westminster",
      latitude: 51.5,
      longitude: -0.1167,
      timeZone: "Europe/London",
    });
    for (const c of res.body as { name: string }[]) expect(normalizeCityName(c.name).startsWith("lon")).toBe(true);

    const many = await agent.get("/api/cities?q=sa");
    expect(many.status).toBe(200);
    expect(many.body).toHaveLength(10);
  });

  it("ignores accents and case: 'DUSS' and 'düss' both find Düsseldorf", async () => {
    const { agent } = await signUp(ctx);
    const res = await agent.get("/api/cities?q=DUSS");
    expect(res.status).toBe(200);
    expect(res.body[0]).toMatchObject({ name: "Düsseldorf", country: "Germany", timeZone: "Europe/Berlin" });
    const accented = await agent.get(`/api/cities?q=${encodeURIComponent("düss")}`);
    expect(accented.body[0].name).toBe("Düsseldorf");
  });

  it("answers an empty list when nothing matches", async () => {
    const { agent } = await signUp(ctx);
    const res = await agent.get("/api/cities?q=qqqzz");
    expect(res.status).toBe(200);
    expect(res.body).toEqual([]);
  });

  it.each([
    ["", "q"],
    ["?q=a", "q"],
    ["?q=%20a%20", "q"],
    [`?q=${"a".repeat(61)}`, "q"],
    ["?q=ab&q=cd", "q"],
    ["?q=lo%00n", "q"],
  ])("refuses %j with 400", async (query, path) => {
    const { agent } = await signUp(ctx);
    const res = await agent.get(`/api/cities${query}`);
    expect(res.status).toBe(400);
    expect(res.body.errors[0].path).toBe(path);
  });

  it("requires a session", async () => {
    const res = await supertest(ctx.app).get("/api/cities?q=lon");
    expect(res.status).toBe(401);
    expect(res.body).toEqual({ message: "Unauthorized" });
  });
});
