import { describe, expect, it } from "vitest";
import { ATTENDANCES } from "./constants";
import { isHeldAttendance, meetingUrl } from "./lessons";

describe("isHeldAttendance", () => {
  it("is the one rule for a held lesson: the student present or late", () => {
    expect(ATTENDANCES.filter(isHeldAttendance)).toEqual(["present", "late"]);
    expect(isHeldAttendance(null)).toBe(false);
    expect(isHeldAttendance(undefined)).toBe(false);
  });
});

describe("meetingUrl", () => {
  const parse = (v: unknown) => meetingUrl.safeParse(v);
  const issue = (v: unknown) => {
    const r = parse(v);
    return r.success ? null : r.error.issues[0].message;
  };

  it.each([
    ["https://zoom.us/j/1\n<script>", "a line break"],
    ["https://zoom.us/\tj", "a tab"],
    ["https://zoom.us/j/1 onmouseover=alert(1)", "a space"],
    ["https://zoom.us/j/1\u200b", "a zero-width space"],
    ["https://zoom.us/j/1\u0000", "a NUL"],
    ["https:/api/user", "one slash"],
    ["https:zoom.us", "no slashes"],
    ["http://zoom.us/j/1", "plain http"],
    ["javascript:alert(1)//https://zoom.us", "another scheme"],
    [" https ://zoom.us", "a space in the scheme"],
    ["https://localhost/j/1", "a host with no dot"],
    ["https://intranet:8443/room", "an intranet name"],
    ["https://127.0.0.1/room", "an IP address"],
    ["https://2130706433/room", "an IP address as a number"],
    ["https://[::1]/room", "an IPv6 address"],
    ["https://zoom./j/1", "an empty label"],
    ["https://user:pw@zoom.us/j/1", "credentials"],
    ["https://", "no host"],
  ])("refuses %j (%s)", (typed) => {
    expect(issue(typed)).toBe("Use an https link such as https://zoom.us/j/123");
  });

  it.each([
    ["https://zoom.us/j/1234567890", "https://zoom.us/j/1234567890"],
    ["https://us02web.zoom.us/j/85512345678?pwd=abcDEF123", "https://us02web.zoom.us/j/85512345678?pwd=abcDEF123"],
    [
      "https://meet.google.com/abc-defg-hij?authuser=0&hs=122",
      "https://meet.google.com/abc-defg-hij?authuser=0&hs=122",
    ],
    ["  https://meet.google.com/abc-defg-hij  ", "https://meet.google.com/abc-defg-hij"],
    ["HTTPS://Meet.Google.com/abc-defg-hij", "https://meet.google.com/abc-defg-hij"],
    ["https://zoom.us", "https://zoom.us/"],
    ["https://zoom.us/j/<1>", "https://zoom.us/j/%3C1%3E"],
  ])("stores %j as %j, its normal form", (typed, stored) => {
    expect(parse(typed)).toEqual({ success: true, data: stored });
  });

  it("clears with null or an empty link", () => {
    for (const v of [null, "", "   "]) expect(parse(v)).toEqual({ success: true, data: null });
  });

  it("keeps links to 500 characters, as typed and as stored", () => {
    const base = "https://zoom.us/j/";
    expect(parse(base + "a".repeat(500 - base.length))).toMatchObject({ success: true });
    expect(issue(base + "a".repeat(501 - base.length))).toBe("Links must be at most 500 characters");
    // Within 500 as typed, beyond once its characters are encoded.
    expect(issue(base + "<".repeat(200))).toBe("Links must be at most 500 characters");
  });

  it("refuses what is not a string", () => {
    for (const v of [42, {}, ["https://zoom.us/j/1"], undefined])
      expect(issue(v)).toBe("Use an https link such as https://zoom.us/j/123");
  });
});
