// Issue 31, finding 7: every sign-in waited in one queue of argon2 hashes, so one busy account slowed everyone to 3–5
// seconds. The queue is bounded: one task more is told to come back (503 with Retry-After) rather than wait.
import { describe, expect, it } from "vitest";
import { HttpError } from "../http-error";
import { boundedQueue, BUSY_MESSAGE, hashPassword, verifyPassword } from "./password";

describe("the hash queue", () => {
  it("runs `concurrency` tasks, keeps `maxWaiting` behind them and refuses the next at once", async () => {
    const queue = boundedQueue(1, 2);
    let release!: () => void;
    const gate = new Promise<void>((r) => (release = r));
    const order: number[] = [];
    const running = queue(async () => {
      await gate;
      order.push(1);
    });
    const waiting = [2, 3].map((n) => queue(async () => void order.push(n)));
    await Promise.resolve();
    const refused = await queue(async () => "never").catch((err: unknown) => err);
    expect(refused).toBeInstanceOf(HttpError);
    expect(refused).toMatchObject({ status: 503, message: BUSY_MESSAGE, headers: { "Retry-After": "2" } });
    release();
    await Promise.all([running, ...waiting]);
    expect(order).toEqual([1, 2, 3]);
    // Room again once the queue has drained.
    await expect(queue(async () => "ran")).resolves.toBe("ran");
  });

  it("still hashes and verifies", async () => {
    const hash = await hashPassword("tajweed-daily");
    expect(await verifyPassword(hash, "tajweed-daily")).toBe(true);
    expect(await verifyPassword(hash, "tajweed-nightly")).toBe(false);
    expect(await verifyPassword("not-a-hash", "tajweed-daily")).toBe(false);
  });
});
