import { describe, expect, it } from "vitest";
import { canCompleteLesson, canEditReport, reportAction } from "./lesson-state";

const NOW = Date.parse("2030-03-04T14:30:00.000Z");
const lesson = (over: Partial<Parameters<typeof reportAction>[0]> = {}) => ({
  status: "scheduled" as const,
  scheduledAt: "2030-03-04T14:00:00.000Z",
  attendance: null,
  hasReport: false,
  ...over,
});

describe("reportAction", () => {
  it("completes a started lesson not yet marked, and nothing before its start", () => {
    expect(reportAction(lesson(), NOW)).toBe("complete");
    expect(reportAction(lesson({ scheduledAt: "2030-03-04T15:00:00.000Z" }), NOW)).toBeNull();
  });

  it("writes the report of a lesson marked held without one (the older PATCH path), as the server accepts", () => {
    expect(reportAction(lesson({ status: "completed", attendance: "present" }), NOW)).toBe("report");
    expect(reportAction(lesson({ status: "completed", attendance: "late" }), NOW)).toBe("report");
    expect(canCompleteLesson(lesson({ status: "completed", attendance: "late" }), NOW)).toBe(true);
  });

  it("offers nothing for a reported, missed or cancelled lesson", () => {
    expect(reportAction(lesson({ status: "completed", attendance: "present", hasReport: true }), NOW)).toBeNull();
    expect(reportAction(lesson({ status: "completed", attendance: "absent" }), NOW)).toBeNull();
    expect(reportAction(lesson({ status: "cancelled", attendance: "teacher_absent" }), NOW)).toBeNull();
    expect(reportAction(lesson({ status: "cancelled" }), NOW)).toBeNull();
    expect(canCompleteLesson(lesson({ status: "cancelled" }), NOW)).toBe(false);
  });
});

describe("canEditReport", () => {
  it("lets a held lesson's report be corrected until editableUntil", () => {
    expect(canEditReport({ attendance: "present", editableUntil: "2030-03-04T15:00:00.000Z" }, NOW)).toBe(true);
    expect(canEditReport({ attendance: "present", editableUntil: "2030-03-04T14:00:00.000Z" }, NOW)).toBe(false);
    expect(canEditReport({ attendance: "absent", editableUntil: "2030-03-04T15:00:00.000Z" }, NOW)).toBe(false);
  });
});
