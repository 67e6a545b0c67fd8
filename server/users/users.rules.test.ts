import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { ROLES, type Role } from "@shared/constants";
import { canSelfRegisterAs, switchRole } from "./users.rules";

describe("switchRole", () => {
  it("makes a held role current without changing roles", () => {
    expect(switchRole({ roles: ["parent", "teacher"], userType: "parent" }, "teacher")).toEqual({
      ok: true,
      roles: ["parent", "teacher"],
      currentRole: "teacher",
      added: false,
    });
  });

  it("adds teacher to a parent", () => {
    expect(switchRole({ roles: ["parent"], userType: "parent" }, "teacher")).toMatchObject({
      ok: true,
      roles: ["parent", "teacher"],
      currentRole: "teacher",
      added: true,
    });
  });

  it("never grants admin", () => {
    expect(switchRole({ roles: ["parent", "teacher"], userType: "parent" }, "admin")).toMatchObject({
      ok: false,
      status: 403,
    });
  });

  it("for any roles and request: the result holds the current role, keeps every old role, and admin only if held", () => {
    const roleSet = fc.uniqueArray(fc.constantFrom(...ROLES), { minLength: 1, maxLength: 3 });
    fc.assert(
      fc.property(roleSet, fc.constantFrom(...ROLES), (roles: Role[], wanted: Role) => {
        const r = switchRole({ roles, userType: roles[0] }, wanted);
        if (!r.ok) return wanted !== "teacher" && !roles.includes(wanted);
        return (
          r.roles.includes(r.currentRole) &&
          roles.every((x) => r.roles.includes(x)) &&
          r.roles.includes("admin") === roles.includes("admin") &&
          new Set(r.roles).size === r.roles.length
        );
      }),
    );
  });
});

describe("canSelfRegisterAs", () => {
  it("allows parent and teacher, not admin", () => {
    expect(canSelfRegisterAs("parent")).toBe(true);
    expect(canSelfRegisterAs("teacher")).toBe(true);
    expect(canSelfRegisterAs("admin")).toBe(false);
  });
});
