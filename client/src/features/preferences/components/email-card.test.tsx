import { QueryClientProvider } from "@tanstack/react-query";
import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { DEFAULT_EMAIL_PREFERENCES } from "@shared/constants";
import type { PublicUser } from "@shared/users";
import { createQueryClient } from "@/lib/query-client";
import { EmailCard } from "./email-card";

const user = {
  id: 4,
  username: "umm.yusuf",
  email: "k@example.com",
  firstName: "Khadija",
  lastName: "Ali",
  emailPreferences: DEFAULT_EMAIL_PREFERENCES,
} as PublicUser;

describe("EmailCard", () => {
  // Issue 32: the card promised "Messages … from teachers and admins"; there is no messaging yet.
  it("promises no messages, and says what 'Teacher updates' does send", () => {
    render(
      <QueryClientProvider client={createQueryClient()}>
        <EmailCard user={user} />
      </QueryClientProvider>,
    );
    const card = screen.getByRole("list");
    expect(card.textContent).not.toMatch(/messag/i);
    expect(screen.getByLabelText("Teacher updates")).toHaveAccessibleDescription(
      "For teachers: your application, interviews, reviews and report reminders",
    );
    expect(screen.getByRole("button", { name: "Save Email Preferences" })).toBeDisabled();
  });
});
