// Messages the server writes in English, shown in the reader's language: as they are, after a field's name, or as a
// text of the translation file with values in it (the admins' shared feed, a validation limit, a wait).
import { describe, expect, it } from "vitest";
import { inArabic } from "@/test/i18n";
import { translateServerMessage } from "./i18n";

describe("translateServerMessage", () => {
  it("leaves every message as written in English", () => {
    expect(translateServerMessage("Omar Farouk submitted a teacher application.")).toBe("Omar Farouk submitted a teacher application.");
  });

  it("in Arabic: a fixed message, and one after a field's name", async () => {
    await inArabic();
    expect(translateServerMessage("Lesson cancelled")).toBe("أُلغيت الحصة");
    expect(translateServerMessage("title: Must be at most 200 characters")).toBe("يجب ألا يزيد على 200 حرف");
  });

  it("in Arabic: a message with values in it, the values as written", async () => {
    await inArabic();
    expect(translateServerMessage("Omar Farouk submitted a teacher application.")).toBe("قدّم Omar Farouk طلبًا للتدريس.");
    expect(translateServerMessage("Omar Farouk (@omar_f) joined as a teacher.")).toBe("انضم Omar Farouk (@omar_f) بصفته معلمًا.");
    expect(translateServerMessage("A reminder was sent to this teacher in the last 24 hours. Try again in 5 hours.")).toBe(
      "أُرسل تذكير إلى هذا المعلم خلال آخر 24 ساعة. حاول مرة أخرى بعد 5 ساعة.",
    );
    expect(translateServerMessage("Booking #41 was cancelled but its payment of $20.00 could not be refunded automatically. Please refund it in PayPal.")).toBe(
      "أُلغي الحجز رقم 41 لكن تعذّر استرداد دفعته (20.00 $) تلقائيًا. يُرجى استردادها عبر PayPal.",
    );
    expect(translateServerMessage("bio: Must be at most 4001 characters")).toBe("يجب ألا يزيد على 4001 حرف");
  });

  it("in Arabic: the most specific text wins, and a document's name is put in in Arabic", async () => {
    await inArabic();
    const base = 'Amina Yusuf replaced their verified document "Government ID" with the file "id.pdf". The check is cleared.';
    expect(translateServerMessage(base)).toBe("استبدل Amina Yusuf وثيقته الموثَّقة «الهوية الحكومية» بالملف «id.pdf». أُلغي التحقق.");
    expect(translateServerMessage(base.replace("cleared.", "cleared and the approved profile is back under review."))).toMatch(/وعاد الملف المعتمد إلى المراجعة\.$/);
  });

  it("in Arabic: a message that only looks like one of ours, or is too long to be, stays as written", async () => {
    await inArabic();
    for (const message of [
      "submitted a teacher application.",
      "Omar Farouk submitted a teacher application",
      "Omar Farouk submitted a teacher application. And more.",
      `${"x".repeat(1001)} submitted a teacher application.`,
    ]) {
      expect(translateServerMessage(message)).toBe(message);
    }
  });
});
