import { QueryClientProvider } from "@tanstack/react-query";
import { render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { Router } from "wouter";
import { memoryLocation } from "wouter/memory-location";
import type { PlanItem } from "@shared/plans";
import { Toaster } from "@/components/ui/toaster";
import { createQueryClient } from "@/lib/query-client";
import { HttpResponse, mockRoutes, requests } from "@/test/msw";
import { planItem } from "@/test/plan-item";
import { ParentPlans } from "./parent-plans";

function renderPlans(zone = "Europe/London") {
  render(
    <QueryClientProvider client={createQueryClient()}>
      <Router hook={memoryLocation({ path: "/parent/dashboard?tab=plans" }).hook}>
        <ParentPlans zone={zone} />
        <Toaster />
      </Router>
    </QueryClientProvider>,
  );
}

const listOf =
  (...plans: PlanItem[]) =>
  () =>
    HttpResponse.json(plans, { headers: { "X-Total-Count": "1" } });
const card = async (title = "Hifz Juz 'Amma") =>
  within((await screen.findByRole("heading", { name: title })).closest("li")!);

describe("ParentPlans", () => {
  it("shows a plan's child, teacher, status and weekly times in the parent's zone, not the teacher's", async () => {
    mockRoutes({ "/api/plans": listOf(planItem()) });
    renderPlans();
    const plan = await card();
    expect(plan.getByText("Zayd Ali")).toBeInTheDocument();
    expect(plan.getByRole("link", { name: "Bilal Ahmed" })).toHaveAttribute("href", "/teachers/3");
    expect(plan.getByText("Active")).toBeInTheDocument();
    // Karachi's Monday 17:00 is London's Monday noon; its Wednesday 03:00 is still Tuesday night in London.
    const times = within(plan.getByRole("list", { name: "Weekly times" }));
    expect(times.getAllByRole("listitem").map((li) => li.textContent)).toEqual(["Monday 12:00 PM", "Tuesday 10:00 PM"]);
    expect(plan.getByText("(Europe/London)")).toBeInTheDocument();
    expect(plan.queryByText(/5:00 PM/)).toBeNull();
  });

  it("lists the cycle's dates and each lesson in the parent's zone, and the renewal with its amount", async () => {
    mockRoutes({ "/api/plans": listOf(planItem({ credits: { count: 1, amount: "12.50" } })) });
    renderPlans();
    const plan = await card();
    expect(plan.getByText("Cycle 1: Mar 4, 2030 – Mar 31, 2030")).toBeInTheDocument();
    await userEvent.click(plan.getByText("8 lessons this cycle"));
    const lessons = plan.getAllByRole("listitem").filter((li) => li.querySelector("time"));
    expect(lessons).toHaveLength(8);
    expect(lessons[0]).toHaveTextContent("Mon, Mar 4, 12:00 PM");
    expect(lessons[1]).toHaveTextContent("Tue, Mar 5, 10:00 PM");
    expect(lessons[0]).toBeVisible();
    // The credit comes off the next charge: 100.00 less 12.50, an estimate until the renewal makes the cycle.
    expect(plan.getByText(/Credits:/)).toHaveTextContent("Credits: 1 lesson ($12.50) off the next cycle");
    expect(plan.getByText(/Renews on/)).toHaveTextContent("Renews on Mar 29, 2030 · about $87.50");
    expect(plan.getByRole("button", { name: /Cancel plan/ })).toBeInTheDocument();
  });

  it("shows the renewal's real amount, not an estimate, once the renewal made the next cycle", async () => {
    const next = {
      ...planItem().currentCycle,
      number: 2,
      startsOn: "2030-04-01",
      endsOn: "2030-04-28",
      amount: "75.00",
    };
    mockRoutes({ "/api/plans": listOf(planItem({ nextCycle: next, credits: { count: 1, amount: "12.50" } })) });
    renderPlans();
    const plan = await card();
    expect(plan.getByText(/Renews on/)).toHaveTextContent(/^Renews on Mar 29, 2030 · \$75\.00$/);
  });

  it("shows a plan awaiting payment with the way to complete it", async () => {
    mockRoutes({ "/api/plans": listOf(planItem({ status: "pending_payment", lastLessonAt: null })) });
    renderPlans();
    const plan = await card();
    expect(plan.getByText("Awaiting payment")).toBeInTheDocument();
    expect(plan.getByText("Pay for the first cycle to keep these times.")).toBeInTheDocument();
    expect(plan.queryByText(/Renews on/)).toBeNull();
    expect(plan.getByRole("link", { name: /Complete payment/ })).toHaveAttribute("href", "/class/21/weekly?plan=1");
  });

  it("shows a past-due plan with the time to pay by and the way to pay; once that time ran out, no way to pay", async () => {
    const next = { ...planItem().currentCycle, number: 2, startsOn: "2030-04-01", endsOn: "2030-04-28" };
    const pastDue = planItem({ status: "past_due", nextCycle: next, payBy: "2030-03-31T10:00:00.000Z" });
    mockRoutes({
      "/api/plans": listOf(pastDue, { ...pastDue, id: 2, classTitle: "Tajweed", payBy: "2020-01-01T00:00:00Z" }),
    });
    renderPlans();
    const plan = await card();
    expect(plan.getByText("Payment due")).toBeInTheDocument();
    expect(plan.getByText(/did not go through/)).toHaveTextContent(
      "The renewal payment did not go through. Pay by Sun, March 31 at 11:00 AM (Europe/London) to keep the lessons.",
    );
    expect(plan.getByRole("link", { name: /Complete payment/ })).toHaveAttribute("href", "/class/21/weekly?plan=1");
    const lapsed = await card("Tajweed");
    expect(
      lapsed.getByText("The time to pay the renewal has passed. Its lessons are released and the plan ends."),
    ).toBeInTheDocument();
    expect(lapsed.queryByRole("link", { name: /Complete payment/ })).toBeNull();
  });

  it("says what a weekly plan is and where to find a teacher when there is none", async () => {
    mockRoutes({ "/api/plans": listOf() });
    renderPlans();
    expect(await screen.findByRole("heading", { name: "No weekly plans yet" })).toBeInTheDocument();
    expect(screen.getByText(/keeps the same times with one teacher every week/)).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Browse Teachers" })).toHaveAttribute("href", "/browse-teachers");
  });

  it("offers a retry when the plans cannot be loaded, and shows them once they can", async () => {
    let calls = 0;
    mockRoutes({
      "/api/plans": () =>
        ++calls === 1 ? HttpResponse.json({ message: "Database unavailable" }, { status: 500 }) : listOf(planItem())(),
    });
    renderPlans();
    expect(await screen.findByRole("alert")).toHaveTextContent("The weekly plans could not be loaded.");
    await userEvent.click(screen.getByRole("button", { name: "Try again" }));
    expect(await screen.findByRole("heading", { name: "Hifz Juz 'Amma" })).toBeInTheDocument();
    expect(calls).toBe(2);
  });

  it("loads the next page with Show more", async () => {
    const second = planItem({ id: 2, classTitle: "Tajweed Basics" });
    mockRoutes({
      "/api/plans": () => HttpResponse.json([planItem()], { headers: { "X-Total-Count": "2" } }),
      "/api/plans?offset=1": () => HttpResponse.json([second], { headers: { "X-Total-Count": "2" } }),
    });
    renderPlans();
    await card();
    expect(screen.getByText("Showing 1 of 2")).toBeInTheDocument();
    await userEvent.click(screen.getByRole("button", { name: "Show more plans" }));
    expect(await screen.findByRole("heading", { name: "Tajweed Basics" })).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Show more plans" })).toBeNull();
  });

  it("cancels after a confirmation naming the last lesson; the card then says Cancelled", async () => {
    let cancelled = false;
    const after = planItem({ status: "cancelled", renewsOn: null, cancelledAt: "2030-03-06T10:00:00.000Z" });
    mockRoutes({
      "/api/plans": () => listOf(cancelled ? after : planItem())(),
      "POST /api/plans/1/cancel": () => {
        cancelled = true;
        return HttpResponse.json(after);
      },
    });
    renderPlans();
    const plan = await card();
    await userEvent.click(plan.getByRole("button", { name: /Cancel plan/ }));
    const dialog = within(await screen.findByRole("dialog", { name: "Cancel this weekly plan?" }));
    expect(dialog.getByText(/The plan will not renew and nothing more is charged/)).toBeInTheDocument();
    expect(dialog.getByText(/The lessons already paid go ahead/)).toHaveTextContent(
      "The lessons already paid go ahead. The last lesson is on Mar 26, 2030.",
    );
    expect(requests("POST", "/api/plans/1/cancel")).toHaveLength(0);
    await userEvent.click(dialog.getByRole("button", { name: "Cancel plan" }));
    await waitFor(() => expect(requests("POST", "/api/plans/1/cancel")).toHaveLength(1));
    expect(await screen.findByText("Plan cancelled")).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    const updated = await card();
    expect(await updated.findByText("Cancelled")).toBeInTheDocument();
    expect(updated.getByText(/Last lesson/)).toHaveTextContent("Last lesson Mar 26, 2030");
    expect(updated.queryByRole("button", { name: /Cancel plan/ })).toBeNull();
  });
});
