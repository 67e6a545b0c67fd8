import { act, render, screen } from "@testing-library/react";
import { Suspense } from "react";
import { describe, expect, it, vi } from "vitest";
import { lazyWithPreload } from "./lazy-with-preload";

function Hello({ name }: { name: string }) {
  return <p>Hello {name}</p>;
}

describe("lazyWithPreload", () => {
  it("downloads once, however often it is preloaded and rendered", async () => {
    const load = vi.fn(() => Promise.resolve({ default: Hello }));
    const Lazy = lazyWithPreload(load);
    const first = Lazy.preload();
    expect(Lazy.preload()).toBe(first);
    render(
      <Suspense fallback={<p>Loading</p>}>
        <Lazy name="Amina" />
      </Suspense>,
    );
    expect(await screen.findByText("Hello Amina")).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it("renders at once, without the Suspense fallback, once its code is here", async () => {
    const Lazy = lazyWithPreload(() => Promise.resolve({ default: Hello }));
    await Lazy.preload();
    expect(Lazy.loaded()).toBe(Hello);
    render(
      <Suspense fallback={<p>Loading</p>}>
        <Lazy name="Yusuf" />
      </Suspense>,
    );
    // Synchronously: no suspension, so no fallback and no throttled reveal.
    expect(screen.getByText("Hello Yusuf")).toBeInTheDocument();
    expect(screen.queryByText("Loading")).not.toBeInTheDocument();
  });

  it("shows the fallback while the code is on its way", async () => {
    let resolve!: (m: { default: typeof Hello }) => void;
    const Lazy = lazyWithPreload(() => new Promise<{ default: typeof Hello }>((r) => (resolve = r)));
    render(
      <Suspense fallback={<p>Loading</p>}>
        <Lazy name="Maryam" />
      </Suspense>,
    );
    expect(screen.getByText("Loading")).toBeInTheDocument();
    expect(Lazy.loaded()).toBeUndefined();
    await act(async () => resolve({ default: Hello }));
    expect(await screen.findByText("Hello Maryam")).toBeInTheDocument();
  });

  it("tries a failed download again on the next preload", async () => {
    const load = vi
      .fn<() => Promise<{ default: typeof Hello }>>()
      .mockRejectedValueOnce(new Error("offline"))
      .mockResolvedValueOnce({ default: Hello });
    const Lazy = lazyWithPreload(load);
    await expect(Lazy.preload()).rejects.toThrow("offline");
    expect(Lazy.loaded()).toBeUndefined();
    await expect(Lazy.preload()).resolves.toEqual({ default: Hello });
    expect(load).toHaveBeenCalledTimes(2);
    expect(Lazy.loaded()).toBe(Hello);
  });

  it("picks a named export and tells listeners when the code arrives", async () => {
    const Lazy = lazyWithPreload(
      () => Promise.resolve({ Hello }),
      (m) => m.Hello,
    );
    const listener = vi.fn();
    const other = vi.fn();
    Lazy.onLoad(listener);
    Lazy.onLoad(other)();
    await Lazy.preload();
    expect(listener).toHaveBeenCalledTimes(1);
    expect(other).not.toHaveBeenCalled();
    render(<Lazy name="Bilal" />);
    expect(screen.getByText("Hello Bilal")).toBeInTheDocument();
  });
});
