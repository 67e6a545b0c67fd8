// Issue 36 on the teacher's profile: gender, riwayat and the ijazah (api.md "Trial lessons and matching"), the admin's
// verification of the ijazah against its scan, and what families see of it in browse and on the public profile.
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { teacherProfiles } from "@shared/schema";
import { IJAZAH, uploadIjazah, verifiedTeacher } from "../test/ijazah";
import { makeTeacher, signInAs, signUp, useTestApp, validProfile } from "../test/test-app";

const ctx = useTestApp();
const row = async (userId: number) =>
  (await ctx.db.db.select().from(teacherProfiles).where(eq(teacherProfiles.userId, userId)))[0];

describe("the teacher's matching fields", () => {
  it("saves gender, riwayat and the ijazah, and returns them on the own profile", async () => {
    const { agent, user } = await signUp(ctx, { role: "teacher" });
    const res = await agent
      .post("/api/teacher/profile")
      .send(validProfile({ gender: "male", riwayat: ["hafs", "warsh", "hafs"], ijazah: IJAZAH }));
    expect(res.status, res.text).toBe(201);
    expect(res.body).toMatchObject({
      gender: "male",
      riwayat: ["hafs", "warsh"],
      ijazah: IJAZAH,
      ijazahVerified: false,
      ijazahNote: null,
    });
    expect(await row(user.id)).toMatchObject({ gender: "male", riwayat: ["hafs", "warsh"], ijazah: IJAZAH });
    // Left out, each keeps what is stored; null removes the ijazah.
    await agent
      .post("/api/teacher/profile")
      .send(validProfile({ bio: "A new bio for families." }))
      .expect(200);
    expect(await row(user.id)).toMatchObject({ gender: "male", riwayat: ["hafs", "warsh"], ijazah: IJAZAH });
    await agent
      .post("/api/teacher/profile")
      .send(validProfile({ ijazah: null }))
      .expect(200);
    expect((await row(user.id)).ijazah).toBeNull();
  });

  it.each([
    [{ ijazah: { ...IJAZAH, chain: "x".repeat(4001) } }, "ijazah.chain"],
    [{ gender: "other" }, "gender"],
    [{ riwayat: ["kufi"] }, "riwayat.0"],
    [{ ijazah: { ...IJAZAH, issuedOn: "2999-01-01" } }, "ijazah.issuedOn"],
  ])("refuses %# with 400 and changes nothing", async (override, path) => {
    const t = await makeTeacher(ctx);
    await t.agent.post("/api/teacher/profile").send(validProfile({ gender: "female", riwayat: ["hafs"] }));
    const before = await row(t.user.id);
    const res = await t.agent
      .post("/api/teacher/profile")
      .send(validProfile({ bio: "Changed bio text.", ...override }));
    expect(res.status).toBe(400);
    expect(res.body.errors[0].path).toBe(path);
    expect(await row(t.user.id)).toEqual(before);
  });

  it("takes a chain of exactly 4000 characters", async () => {
    const t = await makeTeacher(ctx);
    const chain = "y".repeat(4000);
    await t.agent
      .post("/api/teacher/profile")
      .send(validProfile({ ijazah: { ...IJAZAH, chain } }))
      .expect(200);
    expect((await row(t.user.id)).ijazah?.chain).toBe(chain);
  });

  it("locks the gender once the ID is verified (409); a profile without one may add it; the admin changes it", async () => {
    const t = await makeTeacher(ctx, "approved"); // ID verified, no gender yet
    expect((await row(t.user.id)).gender).toBeNull();
    await t.agent
      .post("/api/teacher/profile")
      .send(validProfile({ gender: "female" }))
      .expect(200);
    const before = await row(t.user.id);
    const change = await t.agent.post("/api/teacher/profile").send(validProfile({ gender: "male", bio: "Other bio." }));
    expect(change.status).toBe(409);
    expect(change.body.message).toMatch(/ask Halaqa's admins/);
    expect(await row(t.user.id)).toEqual(before);
    // Saying the same gender again is no change.
    await t.agent
      .post("/api/teacher/profile")
      .send(validProfile({ gender: "female" }))
      .expect(200);
    // Before the ID check the teacher still may change it.
    const fresh = await makeTeacher(ctx);
    await fresh.agent
      .post("/api/teacher/profile")
      .send(validProfile({ gender: "female" }))
      .expect(200);
    await fresh.agent
      .post("/api/teacher/profile")
      .send(validProfile({ gender: "male" }))
      .expect(200);
    expect((await row(fresh.user.id)).gender).toBe("male");
    const admin = await signInAs(ctx, ["admin"]);
    const fixed = await admin.agent.patch(`/api/teacher/profile/${t.profileId}`).send({ gender: "male" });
    expect(fixed.status, fixed.text).toBe(200);
    expect(fixed.body.gender).toBe("male");
    expect((await row(t.user.id)).gender).toBe("male");
    expect((await admin.agent.patch(`/api/teacher/profile/${t.profileId}`).send({ gender: "x" })).status).toBe(400);
    // Only admins review: the teacher's own PATCH is refused.
    expect((await t.agent.patch(`/api/teacher/profile/${t.profileId}`).send({ gender: "female" })).status).toBe(403);
    expect((await row(t.user.id)).gender).toBe("male");
  });
});

describe("the admin's verification of the ijazah", () => {
  it("needs a stated ijazah (409), its scan (409), a note (400) and the scan the admin saw (409)", async () => {
    const t = await makeTeacher(ctx, "approved");
    const admin = await signInAs(ctx, ["admin"]);
    const verify = (body: Record<string, unknown>) =>
      admin.agent.patch(`/api/teacher/profile/${t.profileId}`).send({ ijazahVerified: true, ...body });
    const unverified = async () =>
      expect(await row(t.user.id)).toMatchObject({ ijazahVerified: false, ijazahNote: null, ijazahVerifiedAt: null });
    // No scan yet.
    const noScan = await verify({ ijazahNote: "Heard the recitation" });
    expect(noScan.status).toBe(409);
    expect(noScan.body.message).toBe("The teacher has not uploaded their ijazah: there is nothing to verify yet.");
    await unverified();
    // A scan but no stated ijazah.
    const first = await uploadIjazah(t.agent, "first.pdf");
    const unstated = await verify({ ijazahNote: "Heard the recitation" });
    expect(unstated.status).toBe(409);
    expect(unstated.body.message).toMatch(/has not stated an ijazah/);
    await unverified();
    await t.agent
      .post("/api/teacher/profile")
      .send(validProfile({ ijazah: IJAZAH }))
      .expect(200);
    for (const note of [undefined, "   "]) {
      const bare = await verify({ ijazahNote: note });
      expect(bare.status).toBe(400);
      await unverified();
    }
    // The teacher replaced the scan after the admin opened the first one.
    const second = await uploadIjazah(t.agent, "second.pdf");
    const stale = await verify({ ijazahDocumentId: first, ijazahNote: "Called the issuer" });
    expect(stale.status).toBe(409);
    expect(stale.body.message).toMatch(/replaced their ijazah after you opened it/);
    await unverified();
    const ok = await verify({ ijazahDocumentId: second, ijazahNote: " Called the issuer " });
    expect(ok.status, ok.text).toBe(200);
    expect(ok.body).toMatchObject({ ijazahVerified: true, ijazahNote: "Called the issuer" });
    const verified = await row(t.user.id);
    expect(verified.ijazahVerifiedAt).toBeInstanceOf(Date);
    // And the admin takes it back.
    await admin.agent.patch(`/api/teacher/profile/${t.profileId}`).send({ ijazahVerified: false }).expect(200);
    await unverified();
  });

  it("is cleared by a new scan, which does not send an approved teacher back to review", async () => {
    const t = await verifiedTeacher(ctx);
    expect(await row(t.user.id)).toMatchObject({ ijazahVerified: true, verificationStatus: "approved" });
    await uploadIjazah(t.agent, "new-scan.pdf");
    expect(await row(t.user.id)).toMatchObject({
      ijazahVerified: false,
      ijazahNote: null,
      ijazahVerifiedAt: null,
      verificationStatus: "approved",
      idVerified: true,
      policeCheckVerified: true,
    });
  });

  it("is cleared by a change of the stated ijazah, and kept when the same ijazah is saved again", async () => {
    const t = await verifiedTeacher(ctx);
    await t.agent
      .post("/api/teacher/profile")
      .send(validProfile({ ijazah: IJAZAH, bio: "Same ijazah, new bio." }))
      .expect(200);
    expect((await row(t.user.id)).ijazahVerified).toBe(true);
    await t.agent
      .post("/api/teacher/profile")
      .send(validProfile({ ijazah: { ...IJAZAH, issuer: "Another shaykh" } }))
      .expect(200);
    expect(await row(t.user.id)).toMatchObject({ ijazahVerified: false, ijazahNote: null, ijazahVerifiedAt: null });
    const removed = await verifiedTeacher(ctx);
    await removed.agent
      .post("/api/teacher/profile")
      .send(validProfile({ ijazah: null }))
      .expect(200);
    expect(await row(removed.user.id)).toMatchObject({ ijazah: null, ijazahVerified: false });
  });
});

describe("what families see of the ijazah", () => {
  it("shows verifiedIjazah and the whole ijazah only once verified, and no admin field", async () => {
    const stated = await makeTeacher(ctx, "approved");
    await stated.agent
      .post("/api/teacher/profile")
      .send(validProfile({ gender: "male", riwayat: ["hafs"], ijazah: { ...IJAZAH, riwayah: "hafs" } }))
      .expect(200);
    const verified = await verifiedTeacher(ctx);
    const family = await signUp(ctx);
    const item = async (userId: number) => (await family.agent.get(`/api/teachers?teacherId=${userId}`)).body[0];
    const unchecked = await item(stated.user.id);
    expect(unchecked).toMatchObject({ gender: "male", riwayat: ["hafs"], verifiedIjazah: null });
    const checked = await item(verified.user.id);
    expect(checked).toMatchObject({
      gender: "female",
      riwayat: ["warsh"],
      verifiedIjazah: { riwayah: "warsh", coversTeaching: true },
    });
    for (const field of ["ijazah", "ijazahVerified", "ijazahNote", "documents"]) {
      expect(unchecked).not.toHaveProperty(field);
      expect(checked).not.toHaveProperty(field);
    }
    const uncheckedPage = await family.agent.get(`/api/teachers/${stated.user.id}`);
    expect(uncheckedPage.status, uncheckedPage.text).toBe(200);
    expect(uncheckedPage.body).toMatchObject({ verifiedIjazah: null, ijazah: null });
    expect(JSON.stringify(uncheckedPage.body)).not.toContain(IJAZAH.issuer);
    const checkedPage = await family.agent.get(`/api/teachers/${verified.user.id}`);
    expect(checkedPage.body).toMatchObject({
      gender: "female",
      verifiedIjazah: { riwayah: "warsh", coversTeaching: true },
      ijazah: IJAZAH,
    });
    expect(checkedPage.body).not.toHaveProperty("ijazahNote");
    // The admin's list has the stated ijazah and how it was checked.
    const adminItem = (await verified.admin.agent.get(`/api/teachers?teacherId=${verified.user.id}`)).body[0];
    expect(adminItem).toMatchObject({ ijazah: IJAZAH, ijazahVerified: true, ijazahNote: "Called the issuer in Fes" });
    // A new scan: the family no longer sees it verified.
    await uploadIjazah(verified.agent, "replaced.pdf");
    expect((await item(verified.user.id)).verifiedIjazah).toBeNull();
    expect((await family.agent.get(`/api/teachers/${verified.user.id}`)).body.ijazah).toBeNull();
  });
});
