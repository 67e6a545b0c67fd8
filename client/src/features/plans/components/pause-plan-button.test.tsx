// Issue 33: pausing a plan sends the first and last day without lessons; the server's refusal (a third pause, more
// than 60 days) is shown in the dialog, which stays open; a pause in force can end early.
import { QueryClientProvider } from "@tanstack/react-query";
import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { PAUSE_TOO_LONG } from "@shared/plans";
import { Toaster } from "@/components/ui/toaster";
import { createQueryClient } from "@/lib/query-client";
import { http, HttpResponse, mockApi, requests } from "@/test/msw";
import { PausePlanButton, ResumePlanButton } from "./pause-plan-button";

function renderIt(node: React.ReactNode) {
  render(
    <QueryClientProvider client={createQueryClient()}>
      {node}
      <Toaster />
    </QueryClientProvider>,
  );
}

async function pauseFor(user: ReturnType<typeof userEvent.setup>, from: string, until: string) {
  await user.click(screen.getByRole("button", { name: "Pause: Layla" }));
  const dialog = await screen.findByRole("dialog", { name: "Pause the plan" });
  const first = within(dialog).getByLabelText("First day without lessons");
  const last = within(dialog).getByLabelText("Last day without lessons");
  await user.clear(first);
  await user.type(first, from);
  await user.clear(last);
  await user.type(last, until);
  await user.click(within(dialog).getByRole("button", { name: "Pause the plan" }));
  return dialog;
}

describe("PausePlanButton", () => {
  it("sends the pause's days and closes with a word on the credits", async () => {
    const user = userEvent.setup();
    mockApi(http.post("/api/plans/7/pause", () => HttpResponse.json({ id: 7, status: "paused" })));
    renderIt(<PausePlanButton planId={7} studentName="Layla" today="2027-02-01" />);
    const dialog = await pauseFor(user, "2027-02-17", "2027-03-19");
    expect(await screen.findByText("Plan paused")).toBeInTheDocument();
    expect(dialog).not.toBeInTheDocument();
    const [sent] = requests("POST", "/api/plans/7/pause");
    expect(await sent.json()).toEqual({ from: "2027-02-17", until: "2027-03-19" });
  });

  it("refuses a last day before the first without asking the server", async () => {
    const user = userEvent.setup();
    mockApi();
    renderIt(<PausePlanButton planId={7} studentName="Layla" today="2027-02-01" />);
    const dialog = await pauseFor(user, "2027-02-17", "2027-02-10");
    expect(await within(dialog).findByText("The last day of a pause cannot be before its first")).toBeInTheDocument();
    expect(requests("POST", "/api/plans/7/pause")).toHaveLength(0);
  });

  it("shows the server's refusal in the dialog, which stays open", async () => {
    const user = userEvent.setup();
    mockApi(http.post("/api/plans/7/pause", () => HttpResponse.json({ message: PAUSE_TOO_LONG }, { status: 409 })));
    renderIt(<PausePlanButton planId={7} studentName="Layla" today="2027-02-01" />);
    const dialog = await pauseFor(user, "2027-02-01", "2027-04-30");
    expect(await within(dialog).findByRole("alert")).toHaveTextContent(PAUSE_TOO_LONG);
    expect(dialog).toBeInTheDocument();
  });
});

describe("ResumePlanButton", () => {
  it("ends the pause early", async () => {
    const user = userEvent.setup();
    mockApi(http.post("/api/plans/7/resume", () => HttpResponse.json({ id: 7, status: "active" })));
    renderIt(<ResumePlanButton planId={7} studentName="Layla" />);
    await user.click(screen.getByRole("button", { name: "Resume: Layla" }));
    expect(await screen.findByText("Plan resumed")).toBeInTheDocument();
    expect(requests("POST", "/api/plans/7/resume")).toHaveLength(1);
  });
});
