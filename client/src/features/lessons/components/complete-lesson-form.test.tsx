import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { deferred, http, HttpResponse, mockApi, requests } from "@/test/msw";
import { lessonBooking, lessonReport, renderLesson, setUpLessonClock } from "../test/lesson-fixtures";

setUpLessonClock();

const form = () => screen.findByRole("form", { name: "Complete lesson" });
const submit = async () => userEvent.click(within(await form()).getByRole("button", { name: "Complete lesson" }));

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
    expect(requests()).toEqual([]);
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
    expect(await post.json()).toEqual({ attendance: "late", content: "Rules of noon sakinah", rating: 4, homework: "Revise Surah Al-Mulk 1-5" });
    answer.resolve(HttpResponse.json(lessonReport({ attendance: "late" }), { status: 201 }));
    expect(await screen.findByText("Lesson completed")).toBeInTheDocument();
    expect(screen.getByText("Your report was sent to the family.")).toBeInTheDocument();
    expect(await screen.findByRole("heading", { name: "Lesson details" })).toBeInTheDocument();
  });

  it("records an absent student without a report", async () => {
    mockApi(http.post("/api/bookings/12/report", () => HttpResponse.json(lessonReport({ attendance: "absent" }), { status: 201 })));
    renderLesson({ booking: lessonBooking(), startWith: "complete" });
    await userEvent.click(await screen.findByRole("radio", { name: "Absent" }));
    expect(screen.queryByLabelText("What was covered")).toBeNull();
    await submit();
    expect(await screen.findByText("The attendance was recorded.")).toBeInTheDocument();
    expect(await requests("POST")[0].json()).toEqual({ attendance: "absent" });
  });

  it("shows the server's 409 in the form and keeps what was written", async () => {
    mockApi(
      http.post("/api/bookings/12/report", () => HttpResponse.json({ message: "This lesson already has a report" }, { status: 409 })),
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
      http.post("/api/bookings/12/report", () => HttpResponse.json(lessonReport({ attendance: "teacher_absent", content: "" }), { status: 201 })),
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
    await userEvent.click(within(await screen.findByRole("alertdialog")).getByRole("button", { name: "Yes, cancel and refund" }));
    expect(await screen.findByText("Lesson cancelled")).toBeInTheDocument();
    // The refund runs after the answer: it is under way, not done.
    expect(screen.getByText("The family of Yusuf is being refunded.")).toBeInTheDocument();
    expect(await requests("POST")[0].json()).toEqual({ attendance: "teacher_absent" });
  });

  it("promises no refund for an unpaid lesson the teacher missed", async () => {
    mockApi(http.post("/api/bookings/12/report", () => HttpResponse.json({ booking: lessonBooking(), report: null }, { status: 201 })));
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

  it("is offered only from the lesson's start", async () => {
    renderLesson({ booking: lessonBooking({ scheduledAt: "2030-03-04T16:00:00.000Z", endsAt: "2030-03-04T16:45:00.000Z" }), startWith: "complete" });
    // Asked for too early (an old link), the details show instead of a form the server would refuse.
    expect(await screen.findByRole("heading", { name: "Lesson details" })).toBeInTheDocument();
    expect(screen.getByText("You can complete this lesson from its start.")).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Complete lesson" })).toBeNull();
  });

  it("offers 'Write report' for a lesson marked held without its report, keeping to present or late", async () => {
    mockApi(http.post("/api/bookings/12/report", () => HttpResponse.json({ booking: lessonBooking(), report: lessonReport() }, { status: 201 })));
    // Completed through the older PATCH {status: "completed"}: attendance recorded, no report.
    renderLesson({ booking: lessonBooking({ status: "completed", attendance: "present", hasReport: false }) });
    expect(await screen.findByText(/marked held but has no report yet/)).toBeInTheDocument();
    await userEvent.click(screen.getByRole("button", { name: "Write report" }));
    expect(await screen.findByRole("heading", { name: "Write report" })).toBeInTheDocument();
    const report = await screen.findByRole("form", { name: "Write report" });
    const attendance = within(report).getByRole("radiogroup", { name: "Attendance" });
    expect(within(attendance).getAllByRole("radio").map((r) => r.getAttribute("aria-label"))).toEqual(["Present", "Late"]);
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
