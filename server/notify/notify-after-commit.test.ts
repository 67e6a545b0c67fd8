// notifyAll runs after the change it tells about has committed: a failure there is logged, never thrown, so the
// request that made the change is not answered with a 500 (issue 16 review).
import { describe, expect, it, vi } from "vitest";
import type { Db } from "../db";
import { notifyAll } from "./notify";

describe("notifyAll after the commit", () => {
  it("logs and resolves when the recipients cannot be read", async () => {
    const db = {
      select: () => {
        throw new Error("connection terminated");
      },
    } as unknown as Db;
    const warn = vi.fn();
    await expect(
      notifyAll({ db, logger: { warn } }, [{ kind: "application_reminder", to: 7 }]),
    ).resolves.toBeUndefined();
    expect(warn).toHaveBeenCalledTimes(1);
    expect(warn.mock.calls[0][0]).toMatchObject({
      err: { message: "connection terminated" },
      events: ["application_reminder"],
    });
  });
});
