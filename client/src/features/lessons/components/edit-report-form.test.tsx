import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeEach, describe, expect, it } from "vitest";
import { hifzHandlers } from "@/test/hifz";
import { HttpResponse, mockApi, mockRoutes, requests } from "@/test/msw";
import { lessonBooking, lessonReport, renderLesson, setUpLessonClock } from "../test/lesson-fixtures";

// A day after the report was written (at 15:00 on the 4th): within its 48 hours.
setUpLessonClock(new Date("2030-03-05T15:00:00.000Z"));

const completed = lessonBooking({ status: "completed", attendance: "present", hasReport: true });

// The entry form asks for the child's record (its suggestions).
beforeEach(() => mockApi(...hifzHandlers()));

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
      hifz: [],
    });
    // Back at the details, with the corrected report.
    expect(await screen.findByText("Rules of noon sakinah and tanween")).toBeInTheDocument();
  });

  it("corrects the hifz entries: prefilled as written, sent back whole", async () => {
    const entry = {
      id: 1,
      reportId: 40,
      bookingId: 12,
      lessonAt: "2030-03-04T14:00:00.000Z",
      kind: "sabaq" as const,
      from: { surah: 67, ayah: 1 },
      to: { surah: 67, ayah: 5 },
      grade: "good" as const,
      mistakes: { forgot: 1, stuck: 0, tajweed: 0 },
    };
    mockRoutes({
      "/api/bookings/12/report": () => HttpResponse.json(lessonReport({ hifz: [entry] })),
      "PATCH /api/bookings/12/report": () =>
        HttpResponse.json(lessonReport({ hifz: [{ ...entry, to: { surah: 67, ayah: 4 } }] })),
    });
    renderLesson({ booking: completed });
    await userEvent.click(await screen.findByRole("button", { name: "Edit report" }));
    const form = await screen.findByRole("form", { name: "Edit report" });
    const written = within(form).getByRole("group", { name: "Hifz entry 1" });
    expect(within(written).getByLabelText("From surah")).toHaveValue("67. Al-Mulk");
    expect(within(written).getByLabelText("To ayah")).toHaveValue(5);
    await userEvent.clear(within(written).getByLabelText("To ayah"));
    await userEvent.type(within(written).getByLabelText("To ayah"), "4");
    await userEvent.click(within(form).getByRole("button", { name: "Save report" }));
    expect(await screen.findByText("Report updated")).toBeInTheDocument();
    expect(((await requests("PATCH")[0].json()) as { hifz: unknown }).hifz).toEqual([
      {
        kind: "sabaq",
        from: { surah: 67, ayah: 1 },
        to: { surah: 67, ayah: 4 },
        grade: "good",
        mistakes: { forgot: 1, stuck: 0, tajweed: 0 },
      },
    ]);
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
    expect(await screen.findByRole("alert")).toHaveTextContent(
      "A report can be corrected for 48 hours after it was written",
    );
  });

  it("offers no correction after 48 hours", async () => {
    mockRoutes({
      "/api/bookings/12/report": () => HttpResponse.json(lessonReport({ editableUntil: "2030-03-05T14:00:00.000Z" })),
    });
    renderLesson({ booking: completed });
    expect(await screen.findByText("Rules of noon sakinah")).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Edit report" })).toBeNull();
  });
});
