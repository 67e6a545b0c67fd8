// Issue 36's browse filters (GET /api/teachers): gender, riwayah, the language taught in and a verified ijazah, each
// alone and combined; a profile without a gender matches no gender filter, and unknown values are refused.
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { teacherProfiles } from "@shared/schema";
import { IJAZAH, verifiedTeacher } from "../test/ijazah";
import { makeTeacher, signUp, useTestApp, validProfile } from "../test/test-app";

const ctx = useTestApp();

describe("browse filters gender, riwayah, language and ijazah", () => {
  it("selects the right teachers with each filter alone and combined; a profile without gender matches neither", async () => {
    const make = async (name: string, profile: Record<string, unknown>, verify = false) => {
      const t = verify ? await verifiedTeacher(ctx, profile) : await makeTeacher(ctx, "approved");
      if (!verify) await t.agent.post("/api/teacher/profile").send(validProfile(profile)).expect(200);
      // Ahead of every other teacher of this file in browse order (experience first), so a page of 50 holds them.
      await ctx.db.db.update(teacherProfiles).set({ experience: 60 }).where(eq(teacherProfiles.userId, t.user.id));
      return [name, t.user.id] as const;
    };
    const cast = Object.fromEntries([
      await make(
        "femaleWarshVerified",
        { gender: "female", riwayat: ["warsh"], languages: ["French", "Arabic"] },
        true,
      ),
      await make("femaleHafs", { gender: "female", riwayat: ["hafs"], languages: ["Urdu", "English"] }),
      await make("maleWarsh", { gender: "male", riwayat: ["warsh", "hafs"], languages: ["French"] }),
      await make("maleHafsStated", { gender: "male", riwayat: ["hafs"], languages: ["Urdu"], ijazah: IJAZAH }),
      await make("noGender", { riwayat: ["warsh"], languages: ["French", "Urdu"] }),
    ]) as Record<string, number>;
    const nameOf = new Map(Object.entries(cast).map(([k, v]) => [v, k]));
    const family = await signUp(ctx);
    const names = async (qs: string) => {
      const res = await family.agent.get(`/api/teachers?limit=50&${qs}`);
      expect(res.status, res.text).toBe(200);
      return (res.body as { userId: number }[])
        .map((t) => nameOf.get(t.userId))
        .filter((n) => n !== undefined)
        .sort();
    };
    expect(await names("")).toHaveLength(5);
    expect(await names("gender=female")).toEqual(["femaleHafs", "femaleWarshVerified"]);
    expect(await names("gender=male")).toEqual(["maleHafsStated", "maleWarsh"]);
    expect(await names("riwayah=warsh")).toEqual(["femaleWarshVerified", "maleWarsh", "noGender"]);
    expect(await names("riwayah=qalun")).toEqual([]);
    expect(await names("language=Urdu")).toEqual(["femaleHafs", "maleHafsStated", "noGender"]);
    // Verified only: a stated but unchecked ijazah is not enough.
    expect(await names("ijazah=true")).toEqual(["femaleWarshVerified"]);
    expect(await names("ijazah=false")).toHaveLength(5);
    expect(await names("gender=female&riwayah=warsh&ijazah=true")).toEqual(["femaleWarshVerified"]);
    expect(await names("gender=female&riwayah=warsh&language=French")).toEqual(["femaleWarshVerified"]);
    expect(await names("gender=male&riwayah=hafs&language=Urdu")).toEqual(["maleHafsStated"]);
    expect(await names("gender=male&riwayah=warsh&ijazah=true")).toEqual([]);
    expect(await names("riwayah=warsh&language=Urdu")).toEqual(["noGender"]);
    // The total counts the same teachers as the page.
    const total = await family.agent.get("/api/teachers?gender=female&riwayah=warsh&ijazah=true");
    expect(total.headers["x-total-count"]).toBe("1");
  });

  it.each(["gender=other", "gender=Female", "riwayah=kufi", "ijazah=yes", "language=Klingon"])(
    "refuses %s with 400",
    async (qs) => {
      const family = await signUp(ctx);
      const res = await family.agent.get(`/api/teachers?${qs}`);
      expect(res.status).toBe(400);
      expect(res.body.message).toBeTruthy();
    },
  );
});
