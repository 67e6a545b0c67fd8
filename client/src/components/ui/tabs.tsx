import * as React from "react";
import * as TabsPrimitive from "@radix-ui/react-tabs";
import { useTranslation } from "react-i18next";

import { useDirection } from "@/lib/direction";
import { cn } from "@/lib/utils";

function Tabs({ className, dir, ...props }: React.ComponentProps<typeof TabsPrimitive.Root>) {
  // The page's direction: the tab order, the arrow keys and the panels' text all read as the language does.
  const pageDir = useDirection();
  return (
    <TabsPrimitive.Root
      data-slot="tabs"
      dir={dir ?? pageDir}
      className={cn("flex flex-col gap-4", className)}
      {...props}
    />
  );
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

/**
 * A dashboard's tab list with an icon per tab. Where the tabs do not fit in one row (a phone; the admin's nine on a
 * laptop) they wrap onto the next: every tab stays in sight, none hides past the screen's edge behind a fade that
 * few people read as "scroll me".
 */
function DashboardTabsList<T extends string>({ tabs, label }: { tabs: readonly TabItem<T>[]; label: string }) {
  const { t } = useTranslation();
  return (
    <TabsList aria-label={label} className="flex h-auto w-full flex-wrap overflow-visible sm:w-fit">
      {tabs.map(({ value, label: tabLabel, icon: Icon }) => (
        <TabsTrigger key={value} value={value} className="h-9 px-2.5 sm:px-3">
          <Icon aria-hidden="true" className="hidden sm:block" />
          {t(tabLabel)}
        </TabsTrigger>
      ))}
    </TabsList>
  );
}

export { Tabs, TabsList, TabsTrigger, TabsContent, DashboardTabsList };
