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
    expect(r).toEqual({
      ok: false,
      status: 409,
      message: "Cannot approve before the checks are complete: missing police check, interview",
    });
    // The interview flag is set with it only when an interview was completed with result approved.
    expect(decideReview(none, { verificationStatus: "approved", ...all }, { approvedInterview: true })).toMatchObject({
      ok: true,
      changes: { ...all, verificationStatus: "approved", feedback: "Application approved" },
    });
    expect(decideReview(all, { verificationStatus: "approved", feedback: "Welcome!" })).toMatchObject({
      ok: true,
      changes: { feedback: "Welcome!" },
    });
  });

  it("refuses 'Interview completed' without a completed, approved interview", () => {
    expect(decideReview(none, { interviewCompleted: true })).toMatchObject({ ok: false, status: 409 });
    expect(decideReview(none, { verificationStatus: "approved", ...all })).toMatchObject({ ok: false, status: 409 });
    expect(decideReview(none, { interviewCompleted: true }, { approvedInterview: true })).toEqual({
      ok: true,
      changes: { interviewCompleted: true },
    });
    // Already set by the interview: repeating it changes nothing and is allowed.
    expect(decideReview(all, { interviewCompleted: true })).toEqual({
      ok: true,
      changes: { interviewCompleted: true },
    });
  });

  it("records flag changes alone", () => {
    expect(decideReview(none, { policeCheckVerified: true })).toEqual({
      ok: true,
      changes: { policeCheckVerified: true },
    });
  });
});

describe("statusAfterTeacherSave", () => {
  it("sends a rejected profile back to review and keeps the others", () => {
    expect(statusAfterTeacherSave("rejected")).toBe("pending");
    expect(statusAfterTeacherSave("pending")).toBe("pending");
    expect(statusAfterTeacherSave("approved")).toBe("approved");
  });
});
