import { describe, expect, it } from "vitest";
import { decideReview, statusAfterTeacherSave } from "./teachers.rules";

const none = { idVerified: false, policeCheckVerified: false, interviewCompleted: false };
const all = { idVerified: true, policeCheckVerified: true, interviewCompleted: true };

describe("decideReview", () => {
  it("requires feedback to reject", () => {
    expect(decideReview(none, { verificationStatus: "rejected" })).toMatchObject({ ok: false, status: 400 });
    expect(decideReview(none, { verificationStatus: "rejected", feedback: " Add a CV " })).toEqual({
      ok: true,
      changes: { verificationStatus: "rejected", feedback: "Add a CV" },
    });
  });

  it("approves only with every check done after the update, naming what is missing", () => {
    const r = decideReview({ ...none, idVerified: true }, { verificationStatus: "approved" });
    expect(r).toEqual({ ok: false, status: 409, message: "Cannot approve before the checks are complete: missing police check, interview" });
    expect(decideReview(none, { verificationStatus: "approved", ...all })).toMatchObject({
      ok: true,
      changes: { ...all, verificationStatus: "approved", feedback: "Application approved" },
    });
    expect(decideReview(all, { verificationStatus: "approved", feedback: "Welcome!" })).toMatchObject({ ok: true, changes: { feedback: "Welcome!" } });
  });

  it("records flag changes alone", () => {
    expect(decideReview(none, { policeCheckVerified: true })).toEqual({ ok: true, changes: { policeCheckVerified: true } });
  });
});

describe("statusAfterTeacherSave", () => {
  it("sends a rejected profile back to review and keeps the others", () => {
    expect(statusAfterTeacherSave("rejected")).toBe("pending");
    expect(statusAfterTeacherSave("pending")).toBe("pending");
    expect(statusAfterTeacherSave("approved")).toBe("approved");
  });
});
