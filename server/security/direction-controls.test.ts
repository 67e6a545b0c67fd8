// Issue 31, finding 14: direction overrides typed into free text (a class title, a review) are stored without them,
// so no title or comment reads differently from what it says.
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { classes, reviews } from "@shared/schema";
import { withoutDirectionControls } from "../middleware/validate";
import { insertLesson } from "../test/insert-lesson";
import { bookingCast, useTestApp, validClass } from "../test/test-app";

const ctx = useTestApp();
const CONTROLS = /[\u202A-\u202E\u2066-\u2069]/;

describe("direction controls in free text", () => {
  it("are removed from a class title and description before they are stored or served", async () => {
    const cast = await bookingCast(ctx);
    const res = await cast.teacher.agent.post("/api/classes").send(
      validClass({
        title: "Tajweed \u202Erof sdik\u202C basics",
        description: "Gentle \u2067correction\u2069 of short surahs, \u202Dtwice a week\u202C.",
      }),
    );
    expect(res.status).toBe(201);
    expect(res.body.title).toBe("Tajweed rof sdik basics");
    const [row] = await ctx.db.db.select().from(classes).where(eq(classes.id, res.body.id));
    expect(row.title).not.toMatch(CONTROLS);
    expect(row.description).toBe("Gentle correction of short surahs, twice a week.");
    const patched = await cast.teacher.agent.patch(`/api/classes/${res.body.id}`).send({ title: "\u202BQuran\u202C" });
    expect(patched.status).toBe(200);
    expect(patched.body.title).toBe("Quran");
  });

  it("are removed from a review comment, whose paragraphs stay", async () => {
    const cast = await bookingCast(ctx);
    const lesson = await insertLesson(ctx.db.db, {
      classId: cast.classId,
      studentId: cast.studentId,
      parentId: cast.parent.user.id,
      teacherId: cast.teacher.user.id,
    });
    const comment = "Patient teacher.\n\n\u2067Reply from Halaqa: verified\u2069";
    const res = await cast.parent.agent.post("/api/reviews").send({ bookingId: lesson, rating: 5, comment });
    expect(res.status).toBe(201);
    const [row] = await ctx.db.db.select().from(reviews).where(eq(reviews.bookingId, lesson));
    expect(row.comment).toBe("Patient teacher.\n\nReply from Halaqa: verified");
  });

  it("walks a deep body without overflowing, keeps secrets and names as typed (names are refused with them) and never sets a prototype", () => {
    let deep: unknown = "\u202Ex";
    for (let i = 0; i < 50_000; i++) deep = [deep];
    expect(() => withoutDirectionControls({ a: deep })).not.toThrow();
    expect(withoutDirectionControls({ password: "a\u202Eb", firstName: "d\u202E", comment: ["\u202Ec"] })).toEqual({
      password: "a\u202Eb",
      firstName: "d\u202E",
      comment: ["c"],
    });
    const polluted = withoutDirectionControls(JSON.parse('{"__proto__":{"isAdmin":true}}')) as Record<string, unknown>;
    expect(Object.getPrototypeOf(polluted)).toBe(Object.prototype);
    expect(Object.hasOwn(polluted, "__proto__")).toBe(true);
    expect((polluted as { isAdmin?: boolean }).isAdmin).toBeUndefined();
  });
});
