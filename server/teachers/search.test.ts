// Issue 32 (decision 085): browse search finds what families type, in class titles, descriptions and languages too,
// whatever the spelling variant, apostrophe or case; search_fold() is the one fold of documents and queries.
import { eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { classes, teacherProfiles } from "@shared/schema";
import { makeTeacher, signUp, useTestApp, validClass } from "../test/test-app";

const ctx = useTestApp();

/** An approved teacher with the given profile fields and classes. */
async function teacherWith(profile: Partial<typeof teacherProfiles.$inferInsert>, classList = [validClass()]) {
  const t = await makeTeacher(ctx, "approved");
  await ctx.db.db.update(teacherProfiles).set(profile).where(eq(teacherProfiles.userId, t.user.id));
  const classIds: number[] = [];
  for (const values of classList) {
    const res = await t.agent.post("/api/classes").send(values);
    expect(res.status).toBe(201);
    classIds.push(res.body.id);
  }
  return { ...t, classIds };
}

/** Whether a family's search for `q` lists the teacher. */
async function finds(q: string, teacherId: number): Promise<boolean> {
  const { agent } = await signUp(ctx);
  const res = await agent.get("/api/teachers").query({ q, teacherId });
  expect(res.status).toBe(200);
  return (res.body as { userId: number }[]).some((x) => x.userId === teacherId);
}

const fold = async (text: string) =>
  (await ctx.db.pool.query<{ f: string }>("SELECT search_fold($1) AS f", [text])).rows[0].f;

describe("search_fold", () => {
  it.each([
    ["Qur’ān", "quran"],
    ["QUR'AN", "quran"],
    ["the Koran", "the quran"],
    ["Memorization", "memorisation"],
    ["memorize", "memorise"],
    ["Juz' ʿAmma", "juz amma"],
    ["Juzz 'Amma", "juz amma"],
    ["Ḥifdh", "hifz"],
    ["hifth", "hifz"],
    ["Hafidh", "hafiz"],
    ["Tajweed", "tajwid"],
    ["  tajwid —  rules!  ", "tajwid rules"],
    ["100%_done\\", "100 done"],
    ["تَجْوِيد القرآن، قُرْآن", "تجويد القران قران"],
    ["O’Neil", "oneil"],
  ])("folds %j to %j", async (text, folded) => {
    expect(await fold(text)).toBe(folded);
  });
});

describe("browse search (issue 32)", () => {
  it('"hifz" finds a class described as "a structured hifz plan"', async () => {
    const t = await teacherWith({ bio: "Patient teacher." }, [
      validClass({ title: "Weekly revision", description: "A structured hifz plan with weekly revision." }),
    ]);
    expect(await finds("hifz", t.user.id)).toBe(true);
    expect(await finds("HIFDH", t.user.id)).toBe(true);
    expect(await finds("hifth", t.user.id)).toBe(true);
  });

  it('"juz amma" finds a class titled "Juz\' ʿAmma", and "\'Amma" finds it too', async () => {
    const t = await teacherWith({ bio: "Patient teacher." }, [validClass({ title: "Juz' ʿAmma for children" })]);
    expect(await finds("juz amma", t.user.id)).toBe(true);
    expect(await finds("'Amma", t.user.id)).toBe(true);
  });

  it('"memorisation" (the app\'s spelling) finds "memorization", and the reverse', async () => {
    const t = await teacherWith({ bio: "Memorization of short surahs." });
    expect(await finds("memorisation", t.user.id)).toBe(true);
    const u = await teacherWith({ bio: "Memorisation with care: we memorise a page a week." });
    expect(await finds("memorization", u.user.id)).toBe(true);
    expect(await finds("memorize a page", u.user.id)).toBe(true);
  });

  it(`"qur'an" finds Quran, Qur’an and Koran`, async () => {
    const t = await teacherWith({ bio: "Quran classes for all ages.", specializations: ["Islamic History"] }, [
      validClass({ title: "History", description: "Stories of the prophets.", subject: "Islamic History" }),
    ]);
    expect(await finds("qur'an", t.user.id)).toBe(true);
    expect(await finds("Qur’ān", t.user.id)).toBe(true);
    expect(await finds("koran", t.user.id)).toBe(true);
  });

  it('"urdu" finds a teacher who teaches in Urdu', async () => {
    const t = await teacherWith({ bio: "Patient teacher.", languages: ["Urdu", "English"] });
    expect(await finds("urdu", t.user.id)).toBe(true);
    await ctx.db.db
      .update(teacherProfiles)
      .set({ languages: ["English"] })
      .where(eq(teacherProfiles.userId, t.user.id));
    expect(await finds("urdu", t.user.id)).toBe(false);
  });

  it("folds tajweed/tajwid both ways and ignores case and punctuation", async () => {
    const t = await teacherWith({ bio: "Rules of tajwid, step by step." }, []);
    expect(await finds("TAJWEED", t.user.id)).toBe(true);
    expect(await finds("tajwid.", t.user.id)).toBe(true);
    expect(await finds("step-by-step", t.user.id)).toBe(true);
    // Punctuation alone is no search: it finds no one, never everyone.
    for (const q of ["%", "ʿ’", "ـ"]) expect(await finds(q, t.user.id)).toBe(false);
  });

  it("still finds Arabic text, with or without short vowels", async () => {
    const t = await teacherWith({ bio: "أعلّم أحكام التَّجْوِيد للأطفال" }, []);
    expect(await finds("تجويد", t.user.id)).toBe(true);
    expect(await finds("التجويد", t.user.id)).toBe(true);
    expect(await finds("قراءات", t.user.id)).toBe(false);
  });

  it("follows class changes: a new title, a class switched off, a class removed", async () => {
    const t = await teacherWith({ bio: "Patient teacher." }, [validClass({ title: "Zanzibari maqamat" })]);
    expect(await finds("maqamat", t.user.id)).toBe(true);
    await ctx.db.db.update(classes).set({ isActive: false }).where(eq(classes.id, t.classIds[0]));
    expect(await finds("maqamat", t.user.id)).toBe(false);
    await ctx.db.db
      .update(classes)
      .set({ isActive: true, title: "Hijazi maqamat" })
      .where(eq(classes.id, t.classIds[0]));
    expect(await finds("hijazi", t.user.id)).toBe(true);
    expect(await finds("zanzibari", t.user.id)).toBe(false);
    await ctx.db.db.execute(sql`delete from ${classes} where ${classes.id} = ${t.classIds[0]}`);
    expect(await finds("hijazi", t.user.id)).toBe(false);
  });

  it("never matches across two parts of the document (a class and the name)", async () => {
    const t = await teacherWith({ bio: "Patient teacher." }, [
      validClass({ description: "A description that ends with zubair" }),
    ]);
    expect(await finds(`zubair ${t.user.firstName}`, t.user.id)).toBe(false);
    expect(await finds(t.user.firstName, t.user.id)).toBe(true);
  });
});
