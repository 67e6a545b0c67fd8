import { describe, expect, it } from "vitest";
import { judgeUpload, safeFileName, trustAfterReplacement } from "./documents.rules";

describe("judgeUpload", () => {
  it("accepts allowed types whose name agrees with the bytes", () => {
    expect(judgeUpload("a.pdf", { ext: "pdf", mime: "application/pdf" })).toEqual({
      ok: true,
      mime: "application/pdf",
    });
    expect(judgeUpload("A.JPEG", { ext: "jpg", mime: "image/jpeg" })).toEqual({ ok: true, mime: "image/jpeg" });
    expect(judgeUpload("cv.docx", { ext: "docx", mime: "x" })).toMatchObject({ ok: true });
    expect(judgeUpload("old.doc", { ext: "cfb", mime: "application/x-cfb" })).toEqual({
      ok: true,
      mime: "application/msword",
    });
  });

  it("refuses unknown content, other types, and names that disagree", () => {
    expect(judgeUpload("a.pdf", undefined)).toMatchObject({ ok: false });
    expect(judgeUpload("a.gif", { ext: "gif", mime: "image/gif" })).toMatchObject({ ok: false });
    expect(judgeUpload("a.pdf", { ext: "png", mime: "image/png" })).toMatchObject({
      ok: false,
      message: expect.stringContaining("does not match"),
    });
    expect(judgeUpload("a.docx", { ext: "cfb", mime: "application/x-cfb" })).toMatchObject({ ok: false });
  });
});

describe("safeFileName", () => {
  it("drops paths, quotes and control characters", () => {
    expect(safeFileName("../../etc/passwd")).toBe("passwd");
    expect(safeFileName('C:\\docs\\my "cv".pdf')).toBe("my cv.pdf");
    expect(safeFileName("\u0000\u0007")).toBe("document");
    const long = safeFileName(`${"a".repeat(300)}.pdf`);
    expect(long).toHaveLength(200);
    expect(long.endsWith(".pdf")).toBe(true);
  });
});

describe("trustAfterReplacement", () => {
  const approved = { verificationStatus: "approved", idVerified: true, policeCheckVerified: true } as const;

  it("clears the check of a verified ID or police check and sends an approved profile back to review", () => {
    expect(trustAfterReplacement(approved, "police_check")).toEqual({
      policeCheckVerified: false,
      verificationStatus: "pending",
    });
    expect(trustAfterReplacement(approved, "id")).toEqual({ idVerified: false, verificationStatus: "pending" });
  });

  it("keeps a pending or rejected status, only clearing the flag", () => {
    expect(trustAfterReplacement({ ...approved, verificationStatus: "pending" }, "id")).toEqual({ idVerified: false });
    expect(trustAfterReplacement({ ...approved, verificationStatus: "rejected" }, "police_check")).toEqual({
      policeCheckVerified: false,
    });
  });

  it("changes nothing for an unverified document or a type without a check", () => {
    expect(trustAfterReplacement({ ...approved, idVerified: false }, "id")).toBeNull();
    expect(trustAfterReplacement(approved, "cv")).toBeNull();
    expect(trustAfterReplacement(approved, "qualification")).toBeNull();
  });
});
