// For the tests of issue 36: a stated ijazah, its scan uploaded, and a teacher whose ijazah an admin verified.
import type supertest from "supertest";
import { makeTeacher, signInAs, TEST_PDF, validProfile, type TestContext } from "./test-app";

export const IJAZAH = {
  riwayah: "warsh",
  coversTeaching: true,
  issuer: "Shaykh Abdullah of Fes",
  issuedOn: "2015-06-01",
  chain: "From Shaykh Abdullah, from his teacher, back to Imam Warsh",
};

/** Uploads a scan of the ijazah (a document of kind `ijazah`); its id. */
export async function uploadIjazah(agent: supertest.Agent, name = "ijazah.pdf"): Promise<number> {
  const res = await agent
    .post("/api/documents/upload")
    .field("documentType", "ijazah")
    .attach("document", TEST_PDF, { filename: name, contentType: "application/pdf" });
  if (res.status !== 201) throw new Error(`ijazah upload failed: ${res.status} ${res.text}`);
  return res.body.id as number;
}

/** An approved teacher (a woman of Warsh unless `profile` says otherwise) with an ijazah an admin verified. */
export async function verifiedTeacher(ctx: TestContext, profile: Record<string, unknown> = {}) {
  const t = await makeTeacher(ctx, "approved");
  const saved = await t.agent
    .post("/api/teacher/profile")
    .send(validProfile({ gender: "female", riwayat: ["warsh"], ijazah: IJAZAH, ...profile }));
  if (saved.status !== 200) throw new Error(`profile failed: ${saved.status} ${saved.text}`);
  const documentId = await uploadIjazah(t.agent);
  const admin = await signInAs(ctx, ["admin"]);
  const res = await admin.agent
    .patch(`/api/teacher/profile/${t.profileId}`)
    .send({ ijazahVerified: true, ijazahDocumentId: documentId, ijazahNote: "Called the issuer in Fes" });
  if (res.status !== 200) throw new Error(`verification failed: ${res.status} ${res.text}`);
  return { ...t, admin, documentId };
}
