import * as React from "react";
import * as TabsPrimitive from "@radix-ui/react-tabs";

import { cn } from "@/lib/utils";

function Tabs({ className, ...props }: React.ComponentProps<typeof TabsPrimitive.Root>) {
  return <TabsPrimitive.Root data-slot="tabs" className={cn("flex flex-col gap-4", className)} {...props} />;
}

function TabsList({ className, ...props }: React.ComponentProps<typeof TabsPrimitive.List>) {
  return (
    <TabsPrimitive.List
      data-slot="tabs-list"
      className={cn(
        "inline-flex h-11 w-fit max-w-full items-center justify-start gap-1 overflow-x-auto rounded-lg bg-muted p-1 text-muted-foreground",
        className,
      )}
      {...props}
    />
  );
}

function TabsTrigger({ className, ...props }: React.ComponentProps<typeof TabsPrimitive.Trigger>) {
  return (
    <TabsPrimitive.Trigger
      data-slot="tabs-trigger"
      className={cn(
        "inline-flex h-full items-center justify-center gap-1.5 whitespace-nowrap rounded-md px-3 text-sm font-medium",
        "transition-[color,background-color,box-shadow] duration-150 hover:text-foreground",
        "focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 focus-visible:ring-offset-muted",
        "disabled:pointer-events-none disabled:opacity-50",
        "data-[state=active]:bg-card data-[state=active]:text-foreground data-[state=active]:shadow-soft",
        "[&_svg]:pointer-events-none [&_svg]:size-4 [&_svg]:shrink-0",
        className,
      )}
      {...props}
    />
  );
}

function TabsContent({ className, ...props }: React.ComponentProps<typeof TabsPrimitive.Content>) {
  return (
    <TabsPrimitive.Content
      data-slot="tabs-content"
      className={cn(
        "flex-1 rounded-md focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2",
        className,
      )}
      {...props}
    />
  );
}

export interface TabItem<T extends string> {
  value: T;
  label: string;
  icon: React.ComponentType<{ "aria-hidden"?: boolean | "true"; className?: string }>;
}

// Static class sets: Tailwind only finds class names written out in full.
const SCROLL_UNTIL = {
  sm: {
    strip: "sm:mx-0 sm:overflow-visible sm:ps-0 sm:![mask-image:none]",
    spacer: "sm:hidden",
  },
  lg: {
    strip: "lg:mx-0 lg:overflow-visible lg:ps-0 lg:![mask-image:none]",
    spacer: "lg:hidden",
  },
  // Too many tabs to fit a desktop width either (the admin's nine): the strip scrolls at every width.
  never: { strip: "", spacer: "" },
} as const;

/**
 * A dashboard's tab list with an icon per tab. Below `fitsFrom` the tabs do not fit the screen: the list scrolls
 * sideways, bleeds to the screen edge and fades out at its end so the hidden tabs are hinted at; a trailing spacer
 * lets the last tab scroll clear of the fade.
 */
function ScrollingTabsList<T extends string>({
  tabs,
  label,
  fitsFrom = "sm",
}: {
  tabs: readonly TabItem<T>[];
  label: string;
  fitsFrom?: keyof typeof SCROLL_UNTIL;
}) {
  const until = SCROLL_UNTIL[fitsFrom];
  const scroller = React.useRef<HTMLDivElement>(null);
  // The chosen tab stays in view: a tab opened from the address (?tab=lessons) may sit past the strip's edge on a phone.
  React.useEffect(() => {
    const strip = scroller.current;
    if (!strip) return;
    const reveal = () => {
      const active = strip.querySelector<HTMLElement>('[role="tab"][data-state="active"]');
      if (!active) return;
      const a = active.getBoundingClientRect();
      const s = strip.getBoundingClientRect();
      const delta = a.left < s.left ? a.left - s.left - 24 : a.right > s.right - 48 ? a.right - s.right + 48 : 0;
      if (delta !== 0) strip.scrollBy?.({ left: delta });
    };
    reveal();
    const watch = new MutationObserver(reveal);
    watch.observe(strip, { subtree: true, attributeFilter: ["data-state"] });
    return () => watch.disconnect();
  }, []);
  return (
    <div
      ref={scroller}
      className={cn(
        "-mx-5 flex overflow-x-auto ps-5",
        "[mask-image:linear-gradient(to_right,#000_85%,transparent)] rtl:[mask-image:linear-gradient(to_left,#000_85%,transparent)]",
        until.strip,
      )}
    >
      <TabsList aria-label={label} className="max-w-none shrink-0">
        {tabs.map(({ value, label: tabLabel, icon: Icon }) => (
          <TabsTrigger key={value} value={value} className="px-2.5 sm:px-3">
            <Icon aria-hidden="true" className="hidden sm:block" />
            {tabLabel}
          </TabsTrigger>
        ))}
      </TabsList>
      <span className={cn("w-12 shrink-0", until.spacer)} aria-hidden="true" />
    </div>
  );
}

export { Tabs, TabsList, TabsTrigger, TabsContent, ScrollingTabsList };
