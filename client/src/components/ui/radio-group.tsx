import * as React from "react";
import * as RadioGroupPrimitive from "@radix-ui/react-radio-group";

import { useDirection } from "@/lib/direction";
import { cn } from "@/lib/utils";

function RadioGroup({ className, dir, ...props }: React.ComponentProps<typeof RadioGroupPrimitive.Root>) {
  const pageDir = useDirection();
  return (
    <RadioGroupPrimitive.Root
      data-slot="radio-group"
      dir={dir ?? pageDir}
      className={cn("grid gap-3", className)}
      {...props}
    />
  );
}

function RadioGroupItem({ className, ...props }: React.ComponentProps<typeof RadioGroupPrimitive.Item>) {
  return (
    <RadioGroupPrimitive.Item
      data-slot="radio-group-item"
      className={cn(
        "peer aspect-square size-5 shrink-0 rounded-full border border-input bg-card text-primary shadow-soft transition-colors",
        "hover:border-primary data-[state=checked]:border-primary",
        "focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 focus-visible:ring-offset-background",
        "disabled:cursor-not-allowed disabled:opacity-50 aria-[invalid=true]:border-destructive",
        className,
      )}
      {...props}
    >
      <RadioGroupPrimitive.Indicator data-slot="radio-group-indicator" className="flex items-center justify-center">
        <span className="size-2.5 rounded-full bg-primary" />
      </RadioGroupPrimitive.Indicator>
    </RadioGroupPrimitive.Item>
  );
}

export { RadioGroup, RadioGroupItem };
