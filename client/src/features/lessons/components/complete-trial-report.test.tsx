// A trial lesson's report (issue 36): the placement is asked when the child came, sent, and shown in the report.
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeEach, describe, expect, it } from "vitest";
import { PLACEMENT_REQUIRED_MESSAGE } from "@shared/placement";
import { hifzHandlers } from "@/test/hifz";
import { http, HttpResponse, mockApi, mockRoutes, requests } from "@/test/msw";
import { lessonBooking, lessonReport, renderLesson, setUpLessonClock } from "../test/lesson-fixtures";

setUpLessonClock();

const form = () => screen.findByRole("form", { name: "Complete lesson" });
const submit = async () => userEvent.click(within(await form()).getByRole("button", { name: "Complete lesson" }));

beforeEach(() => mockApi(...hifzHandlers()));

describe("Complete lesson: a trial's placement", () => {
  it("requires the placement when the child came, and sends it", async () => {
    mockApi(
      http.post("/api/bookings/12/report", () =>
        HttpResponse.json(lessonReport({ placement: { level: "beginner", surah: 1, ayah: 1 } }), { status: 201 }),
      ),
    );
    renderLesson({ booking: lessonBooking({ trial: true }), startWith: "complete" });
    await userEvent.click(await screen.findByRole("radio", { name: "Present" }));
    const placement = screen.getByRole("group", { name: "Placement" });
    await userEvent.type(screen.getByLabelText("What was covered"), "Al-Fatiha with the child");
    await submit();
    expect(await screen.findByText(PLACEMENT_REQUIRED_MESSAGE)).toBeInTheDocument();
    expect(requests("POST")).toEqual([]);

    await userEvent.click(within(placement).getByRole("combobox", { name: "Level" }));
    await userEvent.click(await screen.findByRole("option", { name: "Intermediate" }));
    const surah = within(placement).getByRole("combobox", { name: "Surah" });
    expect(within(surah).getAllByRole("option")).toHaveLength(115);
    await userEvent.selectOptions(surah, "67. Al-Mulk");
    await userEvent.type(within(placement).getByLabelText("Ayah"), "3");
    await submit();
    expect(await screen.findByText("Lesson completed")).toBeInTheDocument();
    const [post] = requests("POST", "/api/bookings/12/report");
    expect(await post.json()).toEqual({
      attendance: "present",
      content: "Al-Fatiha with the child",
      placement: { level: "intermediate", surah: 67, ayah: 3 },
    });
  });

  it("refuses an ayah the surah does not have", async () => {
    renderLesson({ booking: lessonBooking({ trial: true }), startWith: "complete" });
    await userEvent.click(await screen.findByRole("radio", { name: "Late" }));
    await userEvent.type(screen.getByLabelText("What was covered"), "Listening and reading");
    await userEvent.click(screen.getByRole("combobox", { name: "Level" }));
    await userEvent.click(await screen.findByRole("option", { name: "Beginner" }));
    await userEvent.selectOptions(screen.getByRole("combobox", { name: "Surah" }), "1. Al-Faatiha");
    await userEvent.type(screen.getByLabelText("Ayah"), "9");
    await submit();
    expect(await screen.findByText("Al-Faatiha has ayat 1 to 7")).toBeInTheDocument();
    expect(requests("POST")).toEqual([]);
  });

  it("asks nothing of an absent child, and no placement of a lesson that is not a trial", async () => {
    mockApi(
      http.post("/api/bookings/12/report", () =>
        HttpResponse.json(lessonReport({ attendance: "absent" }), { status: 201 }),
      ),
    );
    renderLesson({ booking: lessonBooking({ trial: true }), startWith: "complete" });
    await userEvent.click(await screen.findByRole("radio", { name: "Present" }));
    expect(screen.getByRole("group", { name: "Placement" })).toBeInTheDocument();
    await userEvent.click(screen.getByRole("radio", { name: "Absent" }));
    expect(screen.queryByRole("group", { name: "Placement" })).toBeNull();
    await submit();
    expect(await screen.findByText("The attendance was recorded.")).toBeInTheDocument();
    expect(await requests("POST")[0].json()).toEqual({ attendance: "absent" });
  });

  it("shows no placement on a lesson that is not a trial", async () => {
    renderLesson({ booking: lessonBooking(), startWith: "complete" });
    await userEvent.click(await screen.findByRole("radio", { name: "Present" }));
    expect(screen.queryByRole("group", { name: "Placement" })).toBeNull();
  });

  it("shows the placement in the report", async () => {
    mockRoutes({
      "/api/bookings/12/report": () =>
        HttpResponse.json(lessonReport({ placement: { level: "beginner", surah: 1, ayah: 1 } })),
    });
    renderLesson({
      booking: lessonBooking({ trial: true, status: "completed", attendance: "present", hasReport: true }),
    });
    const report = await screen.findByRole("region", { name: "Progress report" });
    expect(await within(report).findByText("Beginner, start at Al-Faatiha 1")).toBeInTheDocument();
    expect(within(report).getByText("Placement")).toBeInTheDocument();
  });
});
