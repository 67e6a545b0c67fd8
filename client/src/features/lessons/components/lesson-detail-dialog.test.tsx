import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { deferred, http, HttpResponse, mockApi, requests } from "@/test/msw";
import { lessonBooking, renderLesson, setUpLessonClock } from "../test/lesson-fixtures";

// 13:50 UTC: ten minutes before the lesson, so its room is open.
setUpLessonClock(new Date("2030-03-04T13:50:00.000Z"));

describe("LessonDetailDialog", () => {
  it("shows who is coming: the child's age, level, goals and special needs, and the parent's notes", async () => {
    renderLesson({ booking: lessonBooking() });
    const dialog = await screen.findByRole("dialog", { name: "Lesson details" });
    const child = await within(dialog).findByRole("region", { name: "About Yusuf" });
    expect(within(child).getByText("8 years")).toBeInTheDocument();
    expect(within(child).getByText("Beginner")).toBeInTheDocument();
    expect(within(child).getByText("Finish Juz 'Amma by summer")).toBeInTheDocument();
    expect(within(child).getByText("Hard of hearing in the left ear")).toBeInTheDocument();
    expect(within(child).getByText("Yusuf knows Al-Fatiha already")).toBeInTheDocument();
    expect(within(dialog).getByText("Not recorded yet")).toBeInTheDocument();
    expect(within(dialog).getByRole("link", { name: "Join lesson" })).toHaveAttribute("href", "https://zoom.us/j/123");
    expect(within(dialog).queryByRole("button", { name: "Complete lesson" })).toBeNull();
  });

  it("says so when nothing was noted, and shows no child details for a cancelled lesson", async () => {
    renderLesson({
      booking: lessonBooking({ status: "cancelled", notes: null, student: undefined, meetingUrl: undefined }),
    });
    expect(await screen.findByText("A cancelled lesson's child details are no longer shown.")).toBeInTheDocument();
    expect(screen.queryByRole("region", { name: "Lesson link" })).toBeNull();
  });

  it("sets this lesson's own link, refuses http://, and clears it back to the class's link", async () => {
    const answer = deferred();
    let patches = 0;
    mockApi(
      http.patch("/api/bookings/12", () =>
        patches++ === 0
          ? answer.promise
          : HttpResponse.json(lessonBooking({ meetingUrl: "https://zoom.us/j/123", lessonMeetingUrl: null })),
      ),
    );
    renderLesson({ booking: lessonBooking() });
    const field = await screen.findByLabelText("Link for this lesson");
    // The class's link is in force: the field holds only the lesson's own (none), and the help names the class's.
    expect(field).toHaveValue("");
    expect(field).toHaveAccessibleDescription(/Your class's link is in force: https:\/\/zoom\.us\/j\/123/);

    await userEvent.clear(field);
    await userEvent.type(field, "http://meet.example.com/abc");
    await userEvent.click(screen.getByRole("button", { name: "Save link" }));
    expect(await screen.findByText("Use an https link such as https://zoom.us/j/123")).toBeInTheDocument();
    expect(requests()).toEqual([]);

    await userEvent.clear(field);
    await userEvent.type(field, "https://meet.google.com/abc-defg-hij");
    await userEvent.click(screen.getByRole("button", { name: "Save link" }));
    expect(await screen.findByRole("button", { name: /Saving\.\.\./ })).toBeDisabled();
    expect(await requests("PATCH")[0].json()).toEqual({ meetingUrl: "https://meet.google.com/abc-defg-hij" });
    answer.resolve(
      HttpResponse.json(
        lessonBooking({
          meetingUrl: "https://meet.google.com/abc-defg-hij",
          lessonMeetingUrl: "https://meet.google.com/abc-defg-hij",
        }),
      ),
    );
    expect(await screen.findByText("Lesson link saved")).toBeInTheDocument();
    expect(field).toHaveValue("https://meet.google.com/abc-defg-hij");

    await userEvent.clear(field);
    await userEvent.click(screen.getByRole("button", { name: "Save link" }));
    await screen.findByText("This lesson uses your class's link.");
    expect(await requests("PATCH")[1].json()).toEqual({ meetingUrl: null });
    // Cleared, it stays empty: the class's link is not pinned to the lesson.
    expect(field).toHaveValue("");
  });

  it("prefills the lesson's own link, not the class's, and saving it unchanged keeps it the lesson's", async () => {
    mockApi(
      http.patch("/api/bookings/12", () =>
        HttpResponse.json(
          lessonBooking({ meetingUrl: "https://meet.google.com/own", lessonMeetingUrl: "https://meet.google.com/own" }),
        ),
      ),
    );
    renderLesson({
      booking: lessonBooking({
        meetingUrl: "https://meet.google.com/own",
        lessonMeetingUrl: "https://meet.google.com/own",
      }),
    });
    const field = await screen.findByLabelText("Link for this lesson");
    expect(field).toHaveValue("https://meet.google.com/own");
    expect(field).toHaveAccessibleDescription("Leave it empty to use your class's lesson link again.");
    await userEvent.click(screen.getByRole("button", { name: "Save link" }));
    expect(await screen.findByText("Lesson link saved")).toBeInTheDocument();
    expect(await requests("PATCH")[0].json()).toEqual({ meetingUrl: "https://meet.google.com/own" });
  });

  it("with no link at all, says the class has none yet", async () => {
    renderLesson({ booking: lessonBooking({ meetingUrl: null, lessonMeetingUrl: null }) });
    const field = await screen.findByLabelText("Link for this lesson");
    expect(field).toHaveAccessibleDescription(/Your class has no lesson link yet/);
    expect(screen.queryByRole("link", { name: "Join lesson" })).toBeNull();
  });

  it("waits for the booking, and says when it is not found", async () => {
    renderLesson({ booking: null });
    expect(await screen.findByText(/This lesson could not be found/)).toBeInTheDocument();
  });
});
