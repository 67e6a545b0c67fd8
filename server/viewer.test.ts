import { describe, expect, it } from "vitest";
import { ROLES, type Role } from "@shared/constants";
import { can, holds, scopeOf, type Action, type Viewer } from "./viewer";

const ME = 7;
const OTHER = 8;
const THIRD = 9;

/** Every non-empty set of roles a user can hold. */
const ROLE_SETS: Role[][] = [1, 2, 3, 4, 5, 6, 7].map((bits) => ROLES.filter((_, i) => bits & (1 << i)));

const viewer = (roles: Role[], currentRole: Role = roles[0]): Viewer => ({ id: ME, roles, currentRole });

describe("scopeOf", () => {
  it("is the current role when it is held", () => {
    expect(scopeOf(viewer(["parent"]))).toBe("parent");
    expect(scopeOf(viewer(["teacher"]))).toBe("teacher");
    expect(scopeOf(viewer(["admin"]))).toBe("admin");
    expect(scopeOf(viewer(["parent", "teacher", "admin"], "teacher"))).toBe("teacher");
    expect(scopeOf(viewer(["parent", "admin"], "admin"))).toBe("admin");
  });

  it("is the current role, not the strongest held: an admin acting as parent or teacher gets that view", () => {
    expect(scopeOf(viewer(["parent", "admin"], "parent"))).toBe("parent");
    expect(scopeOf(viewer(["teacher", "admin"], "teacher"))).toBe("teacher");
  });

  it("falls back to parent when the current role is not held (a role is never granted by currentRole)", () => {
    expect(scopeOf(viewer(["parent"], "admin"))).toBe("parent");
    expect(scopeOf(viewer(["parent"], "teacher"))).toBe("parent");
    expect(scopeOf(viewer(["teacher"], "admin"))).toBe("parent");
  });

  it("for every held set and current role: a held current role, else parent", () => {
    for (const roles of ROLE_SETS) {
      for (const current of ROLES) {
        expect(scopeOf(viewer(roles, current)), `${roles.join("+")} acting as ${current}`).toBe(
          roles.includes(current) ? current : "parent",
        );
      }
    }
  });
});

describe("holds", () => {
  it("reads the roles held, never the current one", () => {
    expect(holds(viewer(["parent", "admin"], "parent"), "admin")).toBe(true);
    expect(holds(viewer(["parent"], "admin"), "admin")).toBe(false);
  });
});

interface Case {
  action: Action;
  object: string;
  arg: unknown;
  /** The answer for a viewer holding only this role. */
  expected: Record<Role, boolean>;
}

const yes = { parent: true, teacher: true, admin: true };
const adminOnly = { parent: false, teacher: false, admin: true };
const listed = { isActive: true, teacherApproved: true };
const none = { parent: false, teacher: false, admin: false };
// A lesson of the viewer's child (parent) or of the viewer's class (teacher), paid, not yet ended.
const NOW = new Date("2027-03-10T12:00:00Z");
const room = { status: "scheduled", paid: true, endsAt: new Date(NOW.getTime() + 1), now: NOW };
const mine = { parentId: ME, teacherId: OTHER };
const taught = { parentId: OTHER, teacherId: ME };

// Every action × the viewer's relation to the object (owner or not, in each way an object can be owned).
const CASES: Case[] = [
  {
    action: "read booking",
    object: "the viewer's child's booking",
    arg: { parentId: ME, teacherId: OTHER },
    expected: yes,
  },
  {
    action: "read booking",
    object: "a booking of the viewer's class",
    arg: { parentId: OTHER, teacherId: ME },
    expected: yes,
  },
  {
    action: "read booking",
    object: "someone else's booking",
    arg: { parentId: OTHER, teacherId: THIRD },
    expected: adminOnly,
  },
  {
    action: "read booking in full",
    object: "the viewer's child's booking",
    arg: { parentId: ME, teacherId: OTHER },
    expected: yes,
  },
  {
    action: "read booking in full",
    object: "a booking of the viewer's class",
    arg: { parentId: OTHER, teacherId: ME },
    expected: adminOnly,
  },
  {
    action: "read booking in full",
    object: "someone else's booking",
    arg: { parentId: OTHER, teacherId: THIRD },
    expected: adminOnly,
  },
  { action: "read class", object: "the viewer's listed class", arg: { ...listed, teacherId: ME }, expected: yes },
  {
    action: "read class",
    object: "the viewer's inactive class",
    arg: { ...listed, isActive: false, teacherId: ME },
    expected: yes,
  },
  {
    action: "read class",
    object: "the viewer's class, teacher not approved",
    arg: { ...listed, teacherApproved: false, teacherId: ME },
    expected: yes,
  },
  {
    action: "read class",
    object: "another teacher's listed class",
    arg: { ...listed, teacherId: OTHER },
    expected: yes,
  },
  {
    action: "read class",
    object: "another teacher's inactive class",
    arg: { ...listed, isActive: false, teacherId: OTHER },
    expected: adminOnly,
  },
  {
    action: "read class",
    object: "a class of an unapproved teacher",
    arg: { ...listed, teacherApproved: false, teacherId: OTHER },
    expected: adminOnly,
  },
  {
    action: "read class",
    object: "an inactive class of an unapproved teacher",
    arg: { isActive: false, teacherApproved: false, teacherId: OTHER },
    expected: adminOnly,
  },
  { action: "read document", object: "the viewer's document", arg: { userId: ME }, expected: yes },
  { action: "read document", object: "another user's document", arg: { userId: OTHER }, expected: adminOnly },
  {
    action: "see meeting link",
    object: "the viewer's child's paid lesson, not ended",
    arg: { ...mine, ...room },
    expected: yes,
  },
  {
    action: "see meeting link",
    object: "the viewer's child's unpaid lesson",
    arg: { ...mine, ...room, paid: false },
    expected: none,
  },
  {
    action: "see meeting link",
    object: "the viewer's child's cancelled lesson",
    arg: { ...mine, ...room, status: "cancelled" },
    expected: none,
  },
  {
    action: "see meeting link",
    object: "the viewer's child's lesson, just ended",
    arg: { ...mine, ...room, endsAt: NOW },
    expected: none,
  },
  {
    action: "see meeting link",
    object: "the viewer's child's completed lesson",
    arg: { ...mine, ...room, status: "completed", endsAt: new Date(0) },
    expected: none,
  },
  {
    action: "see meeting link",
    object: "a lesson of the viewer's class, unpaid and ended",
    arg: { ...taught, ...room, paid: false, endsAt: new Date(0) },
    expected: yes,
  },
  {
    action: "see meeting link",
    object: "a cancelled lesson of the viewer's class",
    arg: { ...taught, ...room, status: "cancelled" },
    expected: none,
  },
  {
    action: "see meeting link",
    object: "someone else's paid lesson (admins included)",
    arg: { parentId: OTHER, teacherId: THIRD, ...room },
    expected: none,
  },
  { action: "list every interview", object: "(none)", arg: undefined, expected: adminOnly },
  { action: "list unlisted teachers", object: "(none)", arg: undefined, expected: adminOnly },
];

// The type of can() takes an object exactly where its action has one; called here through a loose signature.
const ask = (v: Viewer, action: Action, arg: unknown) =>
  (can as (v: Viewer, a: Action, o?: unknown) => boolean)(v, action, arg);

describe("can", () => {
  it("has a case for every action", () => {
    const actions = new Set(CASES.map((c) => c.action));
    expect([...actions].sort()).toEqual(
      [
        "list every interview",
        "list unlisted teachers",
        "read booking",
        "read booking in full",
        "read class",
        "read document",
        "see meeting link",
      ].sort(),
    );
  });

  for (const c of CASES) {
    for (const role of ROLES) {
      it(`${role} · ${c.action} · ${c.object} → ${c.expected[role] ? "allowed" : "refused"}`, () => {
        expect(ask(viewer([role]), c.action, c.arg)).toBe(c.expected[role]);
      });
    }
  }

  it("answers by the roles held, whatever the current role: any held role that is allowed allows", () => {
    for (const c of CASES) {
      for (const roles of ROLE_SETS) {
        for (const current of ROLES) {
          const expected = roles.some((r) => c.expected[r]);
          expect(
            ask(viewer(roles, current), c.action, c.arg),
            `${roles.join("+")} acting as ${current} · ${c.action} · ${c.object}`,
          ).toBe(expected);
        }
      }
    }
  });

  it("takes an object exactly where the action has one (checked by the type checker)", () => {
    const v = viewer(["admin"]);
    // @ts-expect-error a booking question needs the booking
    expect(() => can(viewer(["parent"]), "read booking")).toThrow();
    // @ts-expect-error a question about the viewer alone takes no object
    expect(can(v, "list every interview", { userId: ME })).toBe(true);
    // @ts-expect-error an unknown action
    expect(() => can(v, "delete everything")).toThrow();
  });
});
