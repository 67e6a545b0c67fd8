import { describe, expect, it } from "vitest";
import type { PublicUser } from "@shared/users";
import { homeHeading } from "@/app/pages/home";
import { quickActionsFor } from "@/features/home/components/quick-actions";
import { isActiveItem, signedInNav } from "./header";

const user = (currentRole: PublicUser["currentRole"], userType: PublicUser["userType"] = currentRole) =>
  ({ firstName: "Amina", currentRole, userType, roles: [currentRole] }) as PublicUser;

describe("navigation by role", () => {
  it("gives each role the spec's header items", () => {
    expect(signedInNav(user("teacher")).map((i) => i.label)).toEqual([
      "Home",
      "Dashboard",
      "My Classes",
      "Preferences",
    ]);
    expect(signedInNav(user("parent")).map((i) => i.label)).toEqual([
      "Home",
      "Dashboard",
      "Browse Teachers",
      "Preferences",
    ]);
    expect(signedInNav(user("admin")).map((i) => i.label)).toEqual(["Home", "Admin Panel", "Preferences"]);
    expect(signedInNav(user("teacher")).find((i) => i.label === "My Classes")?.href).toBe(
      "/teacher/dashboard?tab=classes",
    );
  });

  it("marks 'My Classes' current on the classes tab and 'Dashboard' on the others", () => {
    const items = signedInNav(user("teacher"));
    const current = (location: string, search: string) =>
      items.filter((i) => isActiveItem(i, items, location, search)).map((i) => i.label);
    expect(current("/teacher/dashboard", "tab=classes")).toEqual(["My Classes"]);
    expect(current("/teacher/dashboard", "tab=bookings&booking=3")).toEqual(["Dashboard"]);
    expect(current("/teacher/dashboard", "")).toEqual(["Dashboard"]);
    expect(current("/preferences", "")).toEqual(["Preferences"]);
  });

  it("titles the home page by current role, else user type", () => {
    expect(homeHeading(user("teacher"))).toBe("Welcome back, Teacher Amina");
    expect(homeHeading(user("parent"))).toBe("Welcome back, Amina");
    expect(homeHeading(user("admin"))).toBe("Welcome back, Admin Amina");
    expect(homeHeading({ firstName: "", currentRole: null, userType: null })).toBe("Welcome, User");
  });

  it("greets a brand-new account (a session begun by signing up) with 'Welcome', not 'Welcome back'", () => {
    expect(homeHeading(user("parent"), true)).toBe("Welcome, Amina");
    expect(homeHeading(user("teacher"), true)).toBe("Welcome, Teacher Amina");
    expect(homeHeading(user("admin"), true)).toBe("Welcome, Admin Amina");
    expect(homeHeading(user("parent"), false)).toBe("Welcome back, Amina");
  });

  it("does not offer 'Create New Class' to a teacher whose application is not approved (the server refuses it)", () => {
    expect(quickActionsFor("teacher").map((a) => a.title)).toEqual(["Teacher Dashboard"]);
    expect(quickActionsFor("teacher", false).map((a) => a.title)).not.toContain("Create New Class");
  });

  it("offers the quick actions of each role", () => {
    expect(quickActionsFor("teacher", true).map((a) => [a.title, a.href])).toEqual([
      ["Teacher Dashboard", "/teacher/dashboard"],
      ["Create New Class", "/teacher/dashboard?tab=classes"],
    ]);
    expect(quickActionsFor("admin").map((a) => a.title)).toEqual(["Admin Dashboard", "Teacher Applications"]);
    expect(quickActionsFor("parent").map((a) => [a.title, a.href])).toEqual([
      ["Parent Dashboard", "/parent/dashboard"],
      ["Browse Teachers", "/browse-teachers"],
    ]);
  });
});
