import { act, render, screen } from "@testing-library/react";
import { startTransition, Suspense, useEffect, useState } from "react";
import { createRoot } from "react-dom/client";
import { describe, expect, it, vi } from "vitest";
import { lazyWithPreload } from "./lazy-with-preload";

function Hello({ name }: { name: string }) {
  return <p>Hello {name}</p>;
}

let mounts = 0;
function Step({ label }: { label: string }) {
  useEffect(() => {
    mounts++;
  }, []);
  return <p>{label}</p>;
}
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
async function until(check: () => boolean) {
  for (let i = 0; i < 100 && !check(); i++) await sleep(20);
}

describe("lazyWithPreload", () => {
  // The booking wizard came back at its first step with its draft offered (CI, cold cache, a loaded machine): its code
  // arrived while the deferred render that first showed it waited on it, React replayed React.lazy's element, and the
  // next render of the page switched to the component's own type, a remount. Real scheduling, not act(), which
  // renders only once the code is here.
  it.each([0, 1])(
    "keeps a copy mounted when its code arrives %i ms into the deferred render that shows it",
    async (delay) => {
      const actEnvironment = (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT;
      (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false;
      mounts = 0;
      let resolve!: (m: { default: typeof Step }) => void;
      const code = new Promise<{ default: typeof Step }>((r) => (resolve = r));
      const Lazy = lazyWithPreload(() => code);
      let show!: () => void;
      let rename!: () => void;
      function Page() {
        const [label, setLabel] = useState("Step 1");
        rename = () => setLabel("Step 2");
        return (
          <Suspense fallback={<p>Loading</p>}>
            <Lazy label={label} />
          </Suspense>
        );
      }
      function Shell() {
        const [shown, setShown] = useState(false);
        show = () => setShown(true);
        return shown ? <Page /> : <p>Skeleton</p>;
      }
      const host = document.createElement("div");
      document.body.append(host);
      const root = createRoot(host);
      try {
        root.render(<Shell />);
        await sleep(20);
        startTransition(() => show());
        await sleep(delay);
        resolve({ default: Step });
        await until(() => host.textContent === "Step 1");
        expect(host.textContent).toBe("Step 1");
        rename();
        await until(() => host.textContent === "Step 2");
        expect(host.textContent).toBe("Step 2");
        expect(mounts).toBe(1);
      } finally {
        root.unmount();
        host.remove();
        (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = actEnvironment;
      }
    },
  );

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
