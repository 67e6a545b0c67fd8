import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { HttpResponse, mockRoutes, requests } from "@/test/msw";
import { lessonBooking, lessonReport, renderLesson, setUpLessonClock } from "../test/lesson-fixtures";

// A day after the report was written (at 15:00 on the 4th): within its 48 hours.
setUpLessonClock(new Date("2030-03-05T15:00:00.000Z"));

const completed = lessonBooking({ status: "completed", attendance: "present", hasReport: true });

describe("Edit report", () => {
  it("shows the report, and within 48 hours opens the same fields prefilled and PATCHes the correction", async () => {
    let stored = lessonReport();
    mockRoutes({
      "/api/bookings/12/report": () => HttpResponse.json(stored),
      "PATCH /api/bookings/12/report": () => {
        stored = lessonReport({ content: "Rules of noon sakinah and tanween", rating: null });
        return HttpResponse.json(stored);
      },
    });
    renderLesson({ booking: completed });
    const report = await screen.findByRole("region", { name: "Progress report" });
    expect(await within(report).findByText("Rules of noon sakinah")).toBeInTheDocument();
    expect(within(report).getByText("4 out of 5")).toBeInTheDocument();
    await userEvent.click(within(report).getByRole("button", { name: "Edit report" }));

    const form = await screen.findByRole("form", { name: "Edit report" });
    expect(within(form).getByText("Present")).toBeInTheDocument();
    expect(within(form).getByLabelText("What was covered")).toHaveValue("Rules of noon sakinah");
    expect(within(form).getByRole("radio", { name: "4 out of 5" })).toBeChecked();
    expect(within(form).getByLabelText("Homework (optional)")).toHaveValue("Revise Surah Al-Mulk 1-5");

    await userEvent.type(within(form).getByLabelText("What was covered"), " and tanween");
    await userEvent.click(within(form).getByRole("button", { name: "Clear rating" }));
    await userEvent.click(within(form).getByRole("button", { name: "Save report" }));
    expect(await screen.findByText("Report updated")).toBeInTheDocument();
    const [patch] = requests("PATCH");
    // Every field, a cleared rating as null (the server removes it).
    expect(await patch.json()).toEqual({
      content: "Rules of noon sakinah and tanween",
      rating: null,
      feedback: "",
      homework: "Revise Surah Al-Mulk 1-5",
      nextTopics: "",
    });
    // Back at the details, with the corrected report.
    expect(await screen.findByText("Rules of noon sakinah and tanween")).toBeInTheDocument();
  });

  it("shows the server's refusal in the form", async () => {
    mockRoutes({
      "/api/bookings/12/report": () => HttpResponse.json(lessonReport()),
      "PATCH /api/bookings/12/report": () =>
        HttpResponse.json({ message: "A report can be corrected for 48 hours after it was written" }, { status: 409 }),
    });
    renderLesson({ booking: completed });
    await userEvent.click(await screen.findByRole("button", { name: "Edit report" }));
    await userEvent.click(await screen.findByRole("button", { name: "Save report" }));
    expect(await screen.findByRole("alert")).toHaveTextContent("A report can be corrected for 48 hours after it was written");
  });

  it("offers no correction after 48 hours", async () => {
    mockRoutes({ "/api/bookings/12/report": () => HttpResponse.json(lessonReport({ editableUntil: "2030-03-05T14:00:00.000Z" })) });
    renderLesson({ booking: completed });
    expect(await screen.findByText("Rules of noon sakinah")).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Edit report" })).toBeNull();
  });
});
