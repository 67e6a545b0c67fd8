// The contact-details detector (issue 35) against its table, its messages and their Arabic, and hostile inputs of
// 2,000 characters: the scans are linear, so each of these returns at once.
import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { CONTACT_DETAILS_MESSAGE, type ContactKind, contactReason, findContactDetails } from "./contact-details";
import { CONTACT_CASES, SITE_HOSTS } from "./contact-details.cases";
import { MESSAGE_MAX } from "./messages";

const KINDS: ContactKind[] = ["email", "phone", "link", "handle"];
const kindOf = (text: string, siteHosts = SITE_HOSTS) => findContactDetails(text, { siteHosts })?.kind ?? null;
const arabic = /\p{Script=Arabic}/u;

describe("the contact-details table", () => {
  it("holds at least 80 cases: each kind refused and many allowed, in English and in Arabic", () => {
    expect(CONTACT_CASES.length).toBeGreaterThanOrEqual(80);
    for (const kind of [...KINDS, null]) {
      expect(CONTACT_CASES.filter(([, expected]) => expected === kind).length, String(kind)).toBeGreaterThanOrEqual(8);
    }
    const inArabic = CONTACT_CASES.filter(([text]) => arabic.test(text));
    expect(inArabic.filter(([, expected]) => expected !== null).length).toBeGreaterThanOrEqual(10);
    expect(inArabic.filter(([, expected]) => expected === null).length).toBeGreaterThanOrEqual(6);
    expect(new Set(CONTACT_CASES.map(([text]) => text)).size).toBe(CONTACT_CASES.length);
  });

  it.each(CONTACT_CASES)("%s → %s", (text, expected) => {
    expect(kindOf(text)).toBe(expected);
  });
});

describe("findContactDetails", () => {
  it("names what it found, normalised: lower case, ASCII digits", () => {
    expect(findContactDetails("Email me: Zaynab.Q@Gmail.com today")).toEqual({
      kind: "email",
      match: "zaynab.q@gmail.com",
    });
    expect(findContactDetails("Call me on 07700 900 123 please")).toEqual({ kind: "phone", match: "07700 900 123" });
    expect(findContactDetails("رقمي ٠٧٧٠ ٠٩٠ ٠١٢٣")).toEqual({ kind: "phone", match: "0770 090 0123" });
    expect(findContactDetails("see bit.ly/abc123 now")).toEqual({ kind: "link", match: "bit.ly/abc123" });
    expect(findContactDetails("my insta is @zaynab_q")).toEqual({ kind: "handle", match: "insta" });
    expect(findContactDetails("ask @zaynab_q")).toEqual({ kind: "handle", match: "@zaynab_q" });
  });

  it("reads every script's digits by their value", () => {
    const scripts = ["০৭৭০০৯০০", "௦௭௭௦௦௯௦௦", "๐๗๗๐๐๙๐๐", "᠐᠗᠗᠐᠐᠙᠐᠐", "꧐꧗꧗꧐꧐꧙꧐꧐", "߀߇߇߀߀߉߀߀"];
    for (const digits of scripts)
      expect(findContactDetails(`call ${digits}`), digits).toEqual({ kind: "phone", match: "07700900" });
  });

  it("counts 7 digits as a phone number, 6 not", () => {
    expect(kindOf("123 456")).toBeNull();
    expect(kindOf("123 4567")).toBe("phone");
    expect(kindOf("six five four, three two one")).toBeNull();
    expect(kindOf("seven six five four three two one")).toBe("phone");
  });

  it("allows this site's links only when told its hosts, subdomains and paths included", () => {
    expect(kindOf("https://halaqa.example/teachers/12", [])).toBe("link");
    expect(kindOf("https://halaqa.example/teachers/12")).toBeNull();
    expect(kindOf("https://app.halaqa.example/x")).toBeNull();
    expect(kindOf("http://localhost:5000/messages", ["http://localhost:5000"])).toBeNull();
    expect(kindOf("https://nothalaqa.example/x")).toBe("link");
    expect(kindOf("halaqa.example.evil.com/login")).toBe("link");
  });

  it("prefers the most telling kind when a message holds several", () => {
    expect(kindOf("zaynab@gmail.com or 07700 900 123")).toBe("email");
    expect(kindOf("07700 900 123 on WhatsApp")).toBe("handle");
    expect(kindOf("example.com, 07700 900 123")).toBe("link");
  });
});

describe("the messages", () => {
  it("say why, in English and in Arabic", () => {
    expect(CONTACT_DETAILS_MESSAGE).toBe(
      "Contact details and outside links are not allowed in messages. Please keep all contact on Halaqa.",
    );
    expect(contactReason("phone")).toBe("Phone numbers are not allowed in messages.");
    const reasons = KINDS.map(contactReason);
    expect(new Set(reasons).size).toBe(KINDS.length);
    const arJson = path.resolve(import.meta.dirname, "../client/src/locales/ar.json");
    const translations = JSON.parse(fs.readFileSync(arJson, "utf8")) as Record<string, string>;
    for (const text of [CONTACT_DETAILS_MESSAGE, ...reasons]) {
      expect(text).toMatch(/^[A-Z].*\.$/);
      expect(translations[text], text).toMatch(arabic);
    }
  });
});

describe("hostile input", () => {
  // Each 2,000 characters at most (a message's limit), built to make a backtracking pattern explode.
  const hostile: [string, ContactKind | null][] = [
    ["a".repeat(2000), null],
    [" ".repeat(2000), null],
    ["\u200b".repeat(2000), null],
    ["@".repeat(2000), null],
    ["a.".repeat(1000), null],
    ["at ".repeat(666), null],
    ["oh ".repeat(666), null],
    ["double ".repeat(285), null],
    ["1-2 ".repeat(500), null],
    ["١٢/".repeat(666), null],
    ["1:2 ".repeat(500), null],
    ["2026-12-07 ".repeat(181), null],
    ["a".repeat(1999) + "@", null],
    ["a@".repeat(1000), "email"],
    [`${"a".repeat(1990)}@gmail.com`, "email"],
    ["www.".repeat(500), "link"],
    [`${"x.".repeat(120)}com`, "link"],
    ["http://".repeat(285), "link"],
    ["واتس".repeat(500), "handle"],
    ["1".repeat(2000), "phone"],
    ["-1".repeat(1000), "phone"],
    ["0.".repeat(1000), "phone"],
    ["🙂1".repeat(666), "phone"],
    ["zero ".repeat(400), "phone"],
  ];

  it.each(hostile.map(([text, kind]) => [text.slice(0, 12), text, kind] as const))(
    "%s… returns at once",
    (_, text, kind) => {
      expect(text.length).toBeLessThanOrEqual(MESSAGE_MAX);
      expect(kindOf(text)).toBe(kind);
    },
  );
});
