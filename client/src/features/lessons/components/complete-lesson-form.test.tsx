import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeEach, describe, expect, it } from "vitest";
import { ayahIndex } from "@shared/quran";
import { hifzHandlers, ledgerOf } from "@/test/hifz";
import { deferred, http, HttpResponse, mockApi, requests } from "@/test/msw";
import { sentence } from "@/test/text";
import { lessonBooking, lessonReport, renderLesson, setUpLessonClock } from "../test/lesson-fixtures";

setUpLessonClock();

const form = () => screen.findByRole("form", { name: "Complete lesson" });
const submit = async () => userEvent.click(within(await form()).getByRole("button", { name: "Complete lesson" }));

// The pages ask for the child's hifz record and badges beside what these tests are about.
beforeEach(() => mockApi(...hifzHandlers()));

describe("Complete lesson", () => {
  it("asks for the attendance and, for a present student, what was covered; sends nothing until then", async () => {
    renderLesson({ booking: lessonBooking(), startWith: "complete" });
    expect(await screen.findByRole("heading", { name: "Complete lesson" })).toBeInTheDocument();
    // The report's fields appear once the student came.
    expect(screen.queryByLabelText("What was covered")).toBeNull();
    await submit();
    expect(await screen.findByText("Please choose who attended")).toBeInTheDocument();

    await userEvent.click(screen.getByRole("radio", { name: "Present" }));
    await submit();
    expect(await screen.findByText("Please describe what was covered")).toBeInTheDocument();
    expect(screen.getByLabelText("What was covered")).toHaveAttribute("aria-invalid", "true");
    // Only the child's hifz record was read (for the entry form's suggestions); nothing was sent.
    expect(requests().filter((r) => r.method !== "GET")).toEqual([]);
  });

  it("posts the attendance and the report, toasts and returns to the details", async () => {
    const answer = deferred();
    mockApi(http.post("/api/bookings/12/report", () => answer.promise));
    renderLesson({ booking: lessonBooking(), startWith: "complete" });
    await userEvent.click(await screen.findByRole("radio", { name: "Late" }));
    await userEvent.type(screen.getByLabelText("What was covered"), "  Rules of noon sakinah ");
    await userEvent.click(screen.getByRole("radio", { name: "4 out of 5" }));
    await userEvent.type(screen.getByLabelText("Homework (optional)"), "Revise Surah Al-Mulk 1-5");
    await submit();

    expect(await screen.findByRole("button", { name: /Saving\.\.\./ })).toBeDisabled();
    const [post] = requests("POST", "/api/bookings/12/report");
    // Trimmed, and the fields left empty are not sent.
    expect(await post.json()).toEqual({
      attendance: "late",
      content: "Rules of noon sakinah",
      rating: 4,
      homework: "Revise Surah Al-Mulk 1-5",
    });
    answer.resolve(HttpResponse.json(lessonReport({ attendance: "late" }), { status: 201 }));
    expect(await screen.findByText("Lesson completed")).toBeInTheDocument();
    expect(screen.getByText("Your report was sent to the family.")).toBeInTheDocument();
    expect(await screen.findByRole("heading", { name: "Lesson details" })).toBeInTheDocument();
  });

  it("records an absent student without a report", async () => {
    mockApi(
      http.post("/api/bookings/12/report", () =>
        HttpResponse.json(lessonReport({ attendance: "absent" }), { status: 201 }),
      ),
    );
    renderLesson({ booking: lessonBooking(), startWith: "complete" });
    await userEvent.click(await screen.findByRole("radio", { name: "Absent" }));
    expect(screen.queryByLabelText("What was covered")).toBeNull();
    await submit();
    expect(await screen.findByText("The attendance was recorded.")).toBeInTheDocument();
    expect(await requests("POST")[0].json()).toEqual({ attendance: "absent" });
  });

  it("shows the server's 409 in the form and keeps what was written", async () => {
    mockApi(
      http.post("/api/bookings/12/report", () =>
        HttpResponse.json({ message: "This lesson already has a report" }, { status: 409 }),
      ),
    );
    renderLesson({ booking: lessonBooking(), startWith: "complete" });
    await userEvent.click(await screen.findByRole("radio", { name: "Present" }));
    await userEvent.type(screen.getByLabelText("What was covered"), "Makharij of the throat letters");
    await submit();
    const alert = await screen.findByRole("alert");
    expect(alert).toHaveTextContent("The lesson could not be completed");
    expect(alert).toHaveTextContent("This lesson already has a report");
    expect(screen.getByLabelText("What was covered")).toHaveValue("Makharij of the throat letters");
    expect(screen.getByRole("heading", { name: "Complete lesson" })).toBeInTheDocument();
  });

  it("asks before recording the teacher's absence, which cancels and refunds a paid lesson", async () => {
    mockApi(
      http.post("/api/bookings/12/report", () =>
        HttpResponse.json(lessonReport({ attendance: "teacher_absent", content: "" }), { status: 201 }),
      ),
    );
    renderLesson({ booking: lessonBooking(), startWith: "complete" });
    await userEvent.click(await screen.findByRole("radio", { name: "Teacher absent" }));
    await submit();
    const confirm = await screen.findByRole("alertdialog", { name: "Cancel this lesson?" });
    expect(confirm).toHaveTextContent("cancels the lesson with Yusuf and refunds the family in full");
    expect(requests()).toEqual([]);

    // 'Go back' sends nothing; confirming sends the absence alone.
    await userEvent.click(within(confirm).getByRole("button", { name: "Go back" }));
    expect(screen.queryByRole("alertdialog")).toBeNull();
    await submit();
    await userEvent.click(
      within(await screen.findByRole("alertdialog")).getByRole("button", { name: "Yes, cancel and refund" }),
    );
    expect(await screen.findByText("Lesson cancelled")).toBeInTheDocument();
    // The refund runs after the answer: it is under way, not done.
    expect(screen.getByText(sentence("The family of Yusuf is being refunded."))).toBeInTheDocument();
    expect(await requests("POST")[0].json()).toEqual({ attendance: "teacher_absent" });
  });

  it("promises no refund for an unpaid lesson the teacher missed", async () => {
    mockApi(
      http.post("/api/bookings/12/report", () =>
        HttpResponse.json({ booking: lessonBooking(), report: null }, { status: 201 }),
      ),
    );
    renderLesson({ booking: lessonBooking({ paymentStatus: "pending" }), startWith: "complete" });
    await userEvent.click(await screen.findByRole("radio", { name: "Teacher absent" }));
    expect(screen.getByText("You could not hold the lesson: it is cancelled.")).toBeInTheDocument();
    await submit();
    const confirm = await screen.findByRole("alertdialog", { name: "Cancel this lesson?" });
    expect(confirm).toHaveTextContent("cancels the lesson with Yusuf. Our team is told.");
    expect(confirm).not.toHaveTextContent(/refund/i);
    await userEvent.click(within(confirm).getByRole("button", { name: "Yes, cancel the lesson" }));
    expect(await screen.findByText("Lesson cancelled")).toBeInTheDocument();
    expect(screen.getByText("The lesson was cancelled.")).toBeInTheDocument();
    expect(screen.queryByText(/refunded/)).toBeNull();
  });

  it("records hifz entries: the next sabaq prefilled from the last, a recent sabaq as sabqi, ranges checked before sending", async () => {
    const day = new Date("2030-03-01T14:00:00.000Z");
    const last = {
      bookingId: 9,
      lessonAt: day,
      kind: "sabaq" as const,
      grade: "good" as const,
      mistakes: { forgot: 0, stuck: 0, tajweed: 0 },
    };
    // Yusuf's last sabaq was Al-Mulk 1–10: the next starts at 11.
    const ledger = ledgerOf(7, [
      {
        ...last,
        from: { surah: 67, ayah: 1 },
        to: { surah: 67, ayah: 10 },
        first: ayahIndex({ surah: 67, ayah: 1 }),
        last: ayahIndex({ surah: 67, ayah: 10 }),
      },
    ]);
    mockApi(
      ...hifzHandlers({ 7: { ledger } }),
      http.post("/api/bookings/12/report", () =>
        HttpResponse.json({ booking: lessonBooking(), report: lessonReport() }, { status: 201 }),
      ),
    );
    renderLesson({ booking: lessonBooking(), startWith: "complete" });
    await userEvent.click(await screen.findByRole("radio", { name: "Present" }));
    await userEvent.type(screen.getByLabelText("What was covered"), "Al-Mulk");
    await userEvent.click(await screen.findByRole("button", { name: "Add sabaq from Al-Mulk 11" }));
    await userEvent.click(screen.getByRole("button", { name: "Sabqi: Al-Mulk 1–10" }));
    const first = screen.getByRole("group", { name: "Hifz entry 1" });
    expect(within(first).getByLabelText("From surah")).toHaveValue("67. Al-Mulk");
    expect(within(first).getByLabelText("From ayah")).toHaveValue(11);
    expect(within(first).getByLabelText("To ayah")).toHaveValue(15);
    // The surah's name in Arabic, beside the field.
    expect(within(first).getAllByText("المُلك").length).toBeGreaterThan(0);

    // Past the end of the surah: the entry says so, and nothing is sent.
    const to = within(first).getByLabelText("To ayah");
    await userEvent.clear(to);
    await userEvent.type(to, "31");
    await submit();
    expect(await within(first).findByText("Entry 1: to Al-Mulk has ayat 1 to 30")).toBeInTheDocument();
    expect(requests("POST")).toEqual([]);

    await userEvent.clear(to);
    await userEvent.type(to, "14");
    await userEvent.selectOptions(within(first).getByLabelText("Grade"), "excellent");
    await userEvent.type(within(first).getByLabelText("Tajweed"), "2");
    // The teacher may type the surah by its name too.
    const second = screen.getByRole("group", { name: "Hifz entry 2" });
    expect(within(second).getByLabelText("Kind")).toHaveValue("sabqi");
    await submit();
    expect(await screen.findByText("Lesson completed")).toBeInTheDocument();
    expect((await requests("POST")[0].json()) as unknown).toMatchObject({
      attendance: "present",
      hifz: [
        {
          kind: "sabaq",
          from: { surah: 67, ayah: 11 },
          to: { surah: 67, ayah: 14 },
          grade: "excellent",
          mistakes: { forgot: 0, stuck: 0, tajweed: 2 },
        },
        { kind: "sabqi", from: { surah: 67, ayah: 1 }, to: { surah: 67, ayah: 10 }, grade: "good" },
      ],
    });
  });

  it("is offered only from the lesson's start", async () => {
    renderLesson({
      booking: lessonBooking({ scheduledAt: "2030-03-04T16:00:00.000Z", endsAt: "2030-03-04T16:45:00.000Z" }),
      startWith: "complete",
    });
    // Asked for too early (an old link), the details show instead of a form the server would refuse.
    expect(await screen.findByRole("heading", { name: "Lesson details" })).toBeInTheDocument();
    expect(screen.getByText("You can complete this lesson from its start.")).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Complete lesson" })).toBeNull();
  });

  it("offers 'Write report' for a lesson marked held without its report, keeping to present or late", async () => {
    mockApi(
      http.post("/api/bookings/12/report", () =>
        HttpResponse.json({ booking: lessonBooking(), report: lessonReport() }, { status: 201 }),
      ),
    );
    // Completed through the older PATCH {status: "completed"}: attendance recorded, no report.
    renderLesson({ booking: lessonBooking({ status: "completed", attendance: "present", hasReport: false }) });
    expect(await screen.findByText(/marked held but has no report yet/)).toBeInTheDocument();
    await userEvent.click(screen.getByRole("button", { name: "Write report" }));
    expect(await screen.findByRole("heading", { name: "Write report" })).toBeInTheDocument();
    const report = await screen.findByRole("form", { name: "Write report" });
    const attendance = within(report).getByRole("radiogroup", { name: "Attendance" });
    expect(
      within(attendance)
        .getAllByRole("radio")
        .map((r) => r.getAttribute("aria-label")),
    ).toEqual(["Present", "Late"]);
    expect(within(report).getByRole("radio", { name: "Present" })).toBeChecked();
    await userEvent.type(screen.getByLabelText("What was covered"), "Rules of meem sakinah");
    await userEvent.click(within(report).getByRole("button", { name: "Send report" }));
    expect(await screen.findByText("Report sent")).toBeInTheDocument();
    expect(await requests("POST")[0].json()).toEqual({ attendance: "present", content: "Rules of meem sakinah" });
  });

  it("offers nothing to record for a missed or reported lesson", async () => {
    renderLesson({ booking: lessonBooking({ status: "completed", attendance: "absent" }), startWith: "complete" });
    expect(await screen.findByRole("heading", { name: "Lesson details" })).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: /Complete lesson|Write report/ })).toBeNull();
  });

  it("opens from the details once the lesson has started", async () => {
    renderLesson({ booking: lessonBooking() });
    await userEvent.click(await screen.findByRole("button", { name: "Complete lesson" }));
    expect(await form()).toBeInTheDocument();
    await userEvent.click(screen.getByRole("button", { name: "Back to details" }));
    await waitFor(() => expect(screen.getByRole("heading", { name: "Lesson details" })).toBeInTheDocument());
  });
});
