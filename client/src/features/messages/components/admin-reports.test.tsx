// The admins' Reports tab against the API as MSW answers it: each report's facts, the conversation read-only (no
// composer, nothing marked read), and the suspension offered for either party.
import { act, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { HttpResponse, mockRoutes, requests } from "@/test/msw";
import { listOf, message, page, renderAt, report } from "@/test/messages";
import { AdminReports, type RenderSuspend } from "./admin-reports";

const REPORTS = "/api/admin/reports?limit=20";

describe("AdminReports", () => {
  it("lists each report's parent, teacher, reporter, reason and date", async () => {
    mockRoutes({
      [REPORTS]: () =>
        listOf([
          report(),
          report({ id: 8, reportedBy: { id: 70, name: "Khadija Osman", role: "teacher" }, reason: "Rude." }),
        ]),
    });
    renderAt(<AdminReports renderSuspend={() => null} />, "/admin/dashboard?tab=reports");
    const list = await screen.findByRole("list", { name: "Reported conversations" });
    const [first, second] = within(list).getAllByRole("listitem");
    expect(first).toHaveTextContent(/ParentFatima Khan/);
    expect(first).toHaveTextContent(/TeacherKhadija Osman/);
    expect(first).toHaveTextContent(/Reported byFatima Khan/);
    expect(first).toHaveTextContent("The teacher asked for my phone number.");
    expect(first).toHaveTextContent(/December 2/);
    expect(second).toHaveTextContent(/Reported byKhadija Osman/);
  });

  it("opens the conversation read-only, each message under its sender's name", async () => {
    mockRoutes({
      [REPORTS]: () => listOf([report()]),
      "/api/conversations/1/messages?limit=50": () =>
        HttpResponse.json(page([message(1, { body: "Salam" }), message(2, { body: "Send me your number" })])),
    });
    renderAt(<AdminReports renderSuspend={() => null} />, "/admin/dashboard");
    await userEvent.click(await screen.findByRole("button", { name: "Read conversation" }));
    const dialog = await screen.findByRole("dialog", { name: "Fatima Khan and Khadija Osman" });
    const items = await within(dialog).findAllByRole("listitem");
    expect(items[0]).toHaveTextContent(/Fatima Khan.*Salam/);
    expect(items[1]).toHaveTextContent(/Khadija Osman.*Send me your number/);
    expect(within(dialog).queryByRole("textbox")).toBeNull();
    expect(within(dialog).queryByRole("button", { name: "Block" })).toBeNull();
    expect(within(dialog).queryByRole("button", { name: "Report" })).toBeNull();
    expect(requests("POST")).toEqual([]);
  });

  it("offers the suspension of the teacher and of the parent", async () => {
    mockRoutes({ [REPORTS]: () => listOf([report()]) });
    const renderSuspend = vi.fn<RenderSuspend>((party) => <p>Suspending {party.name}</p>);
    renderAt(<AdminReports renderSuspend={renderSuspend} />, "/admin/dashboard");
    await userEvent.click(await screen.findByRole("button", { name: "Suspend teacher Khadija Osman" }));
    expect(screen.getByText("Suspending Khadija Osman")).toBeInTheDocument();
    expect(renderSuspend).toHaveBeenLastCalledWith(report().teacher, expect.any(Function));
    // Closing it (the callback) takes it away.
    const close = renderSuspend.mock.lastCall![1];
    act(close);
    await waitFor(() => expect(screen.queryByText("Suspending Khadija Osman")).toBeNull());
    await userEvent.click(screen.getByRole("button", { name: "Suspend parent Fatima Khan" }));
    expect(renderSuspend).toHaveBeenLastCalledWith(report().parent, expect.any(Function));
  });

  it("says what will appear while there is no report", async () => {
    mockRoutes({ [REPORTS]: () => listOf([]) });
    renderAt(<AdminReports renderSuspend={() => null} />, "/admin/dashboard");
    expect(await screen.findByRole("heading", { name: "No reports" })).toBeInTheDocument();
  });
});
