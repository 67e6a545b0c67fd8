// "Message the teacher" and "Message the family": each opens the one conversation (POST /api/conversations) and goes
// to it; a refusal (a family that never booked) is told in a toast and the page stays.
import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { HttpResponse, mockRoutes, requests } from "@/test/msw";
import { conversation, renderAt } from "@/test/messages";
import { MessageFamilyButton, MessageTeacherButton } from "./message-button";

describe("message buttons", () => {
  it("a parent opens the conversation with the teacher and goes to it", async () => {
    mockRoutes({ "POST /api/conversations": () => HttpResponse.json(conversation({ id: 12 }), { status: 201 }) });
    const { location } = renderAt(<MessageTeacherButton teacherUserId={70} context="Khadija Osman" />, "/teachers/70");
    await userEvent.click(screen.getByRole("button", { name: "Message the teacher Khadija Osman" }));
    await waitFor(() => expect(location.history).toEqual(["/teachers/70", "/messages?c=12"]));
    expect(await requests("POST", "/api/conversations")[0]!.json()).toEqual({ teacherUserId: 70 });
  });

  it("a teacher opens one with a family, and is told when the server refuses", async () => {
    let allowed = false;
    mockRoutes({
      "POST /api/conversations": () =>
        allowed
          ? HttpResponse.json(conversation({ id: 4 }))
          : HttpResponse.json({ message: "This family has not booked you." }, { status: 403 }),
    });
    const { location } = renderAt(<MessageFamilyButton parentUserId={5} />, "/teacher/dashboard");
    const button = screen.getByRole("button", { name: "Message the family" });
    await userEvent.click(button);
    expect(await screen.findByText("This family has not booked you.")).toBeInTheDocument();
    expect(location.history).toEqual(["/teacher/dashboard"]);
    allowed = true;
    await userEvent.click(button);
    await waitFor(() => expect(location.history).toEqual(["/teacher/dashboard", "/messages?c=4"]));
    expect(await requests("POST", "/api/conversations")[1]!.json()).toEqual({ parentUserId: 5 });
  });
});
