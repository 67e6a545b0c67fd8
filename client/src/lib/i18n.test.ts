// Messages the server writes in English, shown in the reader's language: as they are, after a field's name, or as one
// of the server's texts with values in it (the admins' shared feed, a validation limit, a wait), and nothing else.
import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { inArabic } from "@/test/i18n";
import { notificationText, serverTemplateKeys, translateServerMessage } from "./i18n";

/** The text without the marks that isolate its values (U+2066 … U+2069), to read it as a person does. */
const plain = (text: string) => text.replace(/[\u2066-\u2069]/g, "");
const shown = (message: string) => plain(translateServerMessage(message));

describe("translateServerMessage", () => {
  it("leaves every message as written in English", () => {
    expect(translateServerMessage("Omar Farouk submitted a teacher application.")).toBe(
      "Omar Farouk submitted a teacher application.",
    );
  });

  it("knows the Arabic of every server text it reads, in every plural form where it counts", () => {
    const ar = JSON.parse(fs.readFileSync(path.resolve(import.meta.dirname, "../locales/ar.json"), "utf8")) as Record<
      string,
      string
    >;
    const forms = new Intl.PluralRules("ar").resolvedOptions().pluralCategories;
    const missing = serverTemplateKeys.filter((key) => !(key in ar) && !forms.every((form) => `${key}_${form}` in ar));
    expect(missing).toEqual([]);
  });

  it("in Arabic: a fixed message, and one after a field's name", async () => {
    await inArabic();
    expect(translateServerMessage("Lesson cancelled")).toBe("أُلغيت الحصة");
    expect(translateServerMessage("title: Must be at most 100 characters")).toBe("يجب ألا يزيد على 100 حرف");
  });

  it("in Arabic: a message with values in it, the values as written, a count in its plural form", async () => {
    await inArabic();
    expect(shown("Omar Farouk submitted a teacher application.")).toBe("طلب تدريس جديد من Omar Farouk.");
    // Each value isolated (U+2068 … U+2069): a Latin name keeps its order inside the Arabic.
    expect(translateServerMessage("Omar Farouk submitted a teacher application.")).toContain("\u2068Omar Farouk\u2069");
    expect(shown("Omar Farouk (@omar_f) joined as a teacher.")).toBe("مستخدم جديد: Omar Farouk (@omar_f)، معلم.");
    const wait = "A reminder was sent to this teacher in the last 24 hours. Try again in ";
    expect(shown(`${wait}5 hours.`)).toMatch(/بعد 5 ساعات\.$/);
    expect(shown(`${wait}2 hours.`)).toMatch(/بعد ساعتين\.$/);
    expect(shown(`${wait}1 hour.`)).toMatch(/بعد ساعة واحدة\.$/);
    expect(shown(`${wait}23 hours.`)).toMatch(/بعد 23 ساعة\.$/);
    expect(
      shown(
        "Booking #41 was cancelled but its payment of $20.00 could not be refunded automatically. Please refund it in PayPal.",
      ),
    ).toBe("أُلغي الحجز رقم 41 لكن تعذّر استرداد دفعته (20.00 $) تلقائيًا. يُرجى استردادها عبر PayPal.");
    expect(shown("bio: Must be at most 4001 characters")).toBe("يجب ألا يزيد على 4001 حرف");
    expect(shown("Must be at most 80 characters")).toBe("يجب ألا يزيد على 80 حرفًا");
  });

  it("in Arabic: a name holding the message's own words stays whole, and the values after it stay theirs", async () => {
    await inArabic();
    expect(shown("Omar (@evil) joined as a parent. Hafs (@hafs_1) joined as a teacher.")).toBe(
      "مستخدم جديد: Omar (@evil) joined as a parent. Hafs (@hafs_1)، معلم.",
    );
  });

  it("in Arabic: words someone wrote, or a message that only looks like one of ours, stay as written", async () => {
    await inArabic();
    for (const message of [
      // An admin's feedback and reminder texts: never read as one of the file's texts.
      "Please add a short bio, so families will see it on their profile.",
      "Your ijazah is listed twice",
      "Note: please re-upload. Omar can sign in again.",
      // A notification written in English before the server wrote them in the reader's language.
      'You booked "Tajweed" for Zayd with Amina Yusuf on Wednesday 1 July 2026, 14:00 (Europe/London). Price: $20.00.',
      "submitted a teacher application.",
      "Omar Farouk submitted a teacher application",
      "Omar Farouk submitted a teacher application. And more.",
      "A reminder was sent to this teacher in the last 24 hours. Try again in many hours.",
    ]) {
      expect(translateServerMessage(message)).toBe(message);
    }
  });

  it("in Arabic: a value's embeddings and overrides are dropped, so it cannot turn the sentence backwards", async () => {
    await inArabic();
    expect(shown("Omar\u202E Farouk submitted a teacher application.")).toBe("طلب تدريس جديد من Omar Farouk.");
  });
});

describe("notificationText", () => {
  const feedback = { title: "Your teacher profile needs improvement", message: "Qualifications: Required", userId: 7 };

  it("leaves every notification as written in English", () => {
    expect(notificationText(feedback)).toEqual({ title: feedback.title, message: feedback.message });
  });

  it("in Arabic: a fixed title translated; a user's own message never parsed, the admins' feed's translated", async () => {
    await inArabic();
    expect(notificationText(feedback)).toEqual({
      title: "ملفك التعريفي كمعلم بحاجة إلى تحسين",
      message: "Qualifications: Required",
    });
    const homework = 'Amina Yusuf reported on "Tajweed". Homework: Omar (@omar) joined as a teacher.';
    expect(notificationText({ title: "New progress report for Zayd", message: homework, userId: 9 }).message).toBe(
      homework,
    );
    const feed = notificationText({
      title: "New user registered",
      message: "Omar (@omar) joined as a teacher.",
      userId: null,
    });
    expect(plain(feed.message)).toBe("مستخدم جديد: Omar (@omar)، معلم.");
    // The handle is kept left to right, so its "@" stays before the name in the Arabic line.
    expect(feed.message).toContain("\u2066(@\u2068omar\u2069)\u2069");
  });
});
