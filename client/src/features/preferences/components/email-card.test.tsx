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
  it("offers the messages email (issue 35) with its limit, and says what 'Teacher updates' sends", () => {
    render(
      <QueryClientProvider client={createQueryClient()}>
        <EmailCard user={user} />
      </QueryClientProvider>,
    );
    expect(screen.getByLabelText("Messages")).toHaveAccessibleDescription(
      "When a family or a teacher writes to you (at most one email per conversation every 15 minutes)",
    );
    expect(screen.getByLabelText("Teacher updates")).toHaveAccessibleDescription(
      "For teachers: your application, interviews, reviews and report reminders",
    );
    expect(screen.getByRole("button", { name: "Save Email Preferences" })).toBeDisabled();
  });
});
