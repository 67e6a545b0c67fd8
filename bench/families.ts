// The booking scenarios' families (issue 31): a parent holds at most 5 unpaid bookings, 3 with one teacher, and books
// at most 30 times in 15 minutes, so the bench spreads its bookings over many bench parents with children of their own.
import type pg from "pg";
import { CAPS } from "@shared/constants";
import { signIn } from "./sign-in";

/** Requests of one kind that one account sends within 15 minutes: below the server's 30 (bookings, sign-ins). */
export const PER_ACCOUNT = 25;
/** Children per family: one each for a family's 5 unpaid bookings, whenever they are. */
export const CHILDREN = CAPS.unpaidHoldsPerParent;
/** Sign-ins at a time: argon2 runs two at a time and refuses a long queue (503). */
const SIGN_INS_AT_ONCE = 4;

export interface Slot {
  classId: number;
  teacherId: number;
  start: number;
  end: number;
}

/** One request of a booking scenario: its body, and the session of the family that sends it. */
export interface Booking {
  cookie: string;
  body: string;
}

interface Family {
  parentId: number;
  cookie: string;
  children: number[];
}

/** Hands out bench parents in turn from bench.parent.<first>, each once, never one of `skip`. */
export function parentPool(first: number, skip: string[]): (count: number) => string[] {
  let n = first;
  return (count) => {
    const names: string[] = [];
    while (names.length < count) {
      const name = `bench.parent.${n++}`;
      if (!skip.includes(name)) names.push(name);
    }
    return names;
  };
}

/** Gives families children of their own (in the database, as the bench's data is made) and signs each in once. */
async function families(base: string, db: pg.Client, password: string, usernames: string[]): Promise<Family[]> {
  const { rows: users } = await db.query<{ id: number; username: string }>(
    `SELECT id, username FROM users WHERE username = ANY($1::text[])`,
    [usernames],
  );
  const ids = usernames.map((u) => users.find((r) => r.username === u)?.id);
  if (ids.includes(undefined))
    throw new Error(`the bench data lacks parents the booking scenarios need (${usernames.at(-1)}): raise BENCH_SCALE`);
  const { rows: kids } = await db.query<{ id: number; parent_id: number }>(
    `INSERT INTO student_profiles (parent_id, name, age, level)
     SELECT p, 'Bench child ' || i, 6 + i, 'beginner' FROM unnest($1::int[]) p, generate_series(1, ${CHILDREN}) i
     RETURNING id, parent_id`,
    [ids],
  );
  const cookies: string[] = [];
  let next = 0;
  await Promise.all(
    Array.from({ length: SIGN_INS_AT_ONCE }, async () => {
      for (let i = next++; i < usernames.length; i = next++) cookies[i] = await signIn(base, usernames[i], password);
    }),
  );
  return ids.map((parentId, i) => ({
    parentId: parentId!,
    cookie: cookies[i],
    children: kids.filter((k) => k.parent_id === parentId).map((k) => k.id),
  }));
}

/**
 * Gives each slot to a family with a child free then, the families in turn, each kept within the caps of unpaid
 * bookings (CAPS); a new family when none has room. Also the scale-out check's plan (scripts/scale/scale-out.ts).
 */
export function planFamilies(slots: Slot[]): { family: number; child: number }[] {
  // As many families as the slots need at least, then more only when none of them has room.
  const least = Math.ceil(slots.length / CAPS.unpaidHoldsPerParent);
  const planned: (Slot & { child: number })[][] = Array.from({ length: least }, () => []);
  let turn = 0;
  const place = (f: number, s: Slot) => {
    const held = planned[f];
    if (held.length >= CAPS.unpaidHoldsPerParent) return undefined;
    if (held.filter((h) => h.teacherId === s.teacherId).length >= CAPS.unpaidHoldsPerTeacher) return undefined;
    const child = [...Array(CHILDREN).keys()].find(
      (c) => !held.some((h) => h.child === c && h.start < s.end && s.start < h.end),
    );
    if (child !== undefined) held.push({ ...s, child });
    return child;
  };
  return slots.map((s) => {
    for (let k = 0; k < planned.length; k++) {
      const family = (turn + k) % planned.length;
      const child = place(family, s);
      if (child !== undefined) {
        turn = family + 1;
        return { family, child };
      }
    }
    planned.push([]);
    return { family: planned.length - 1, child: place(planned.length - 1, s)! };
  });
}

/** Bookings of distinct free slots by families (planFamilies), each with its session: every one should succeed. */
export async function distinctBookings(
  base: string,
  db: pg.Client,
  password: string,
  take: (count: number) => string[],
  slots: Slot[],
): Promise<{ parentIds: number[]; bookings: Booking[] }> {
  const places = planFamilies(slots);
  const made = await families(base, db, password, take(Math.max(...places.map((p) => p.family)) + 1));
  return {
    parentIds: made.map((f) => f.parentId),
    bookings: slots.map((s, i) => {
      const family = made[places[i].family];
      const body = {
        classId: s.classId,
        studentId: family.children[places[i].child],
        scheduledAt: new Date(s.start).toISOString(),
        notes: "bench",
      };
      return { cookie: family.cookie, body: JSON.stringify(body) };
    }),
  };
}

/**
 * `requests` requests for one slot from as many families as keep each within PER_ACCOUNT requests, their children in
 * turn: one wins, and no family comes near the caps of unpaid bookings.
 */
export async function raceBookings(
  base: string,
  db: pg.Client,
  password: string,
  take: (count: number) => string[],
  requests: number,
  slot: { classId: number; scheduledAt: string },
): Promise<Booking[]> {
  const made = await families(base, db, password, take(Math.ceil(requests / PER_ACCOUNT)));
  return Array.from({ length: requests }, (_, i) => {
    const family = made[i % made.length];
    const studentId = family.children[Math.floor(i / made.length) % CHILDREN];
    return { cookie: family.cookie, body: JSON.stringify({ ...slot, studentId }) };
  });
}
