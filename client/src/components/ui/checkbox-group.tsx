import * as React from "react";

import { Checkbox } from "@/components/ui/checkbox";
import { cn } from "@/lib/utils";

type Option = string | { value: string; label: React.ReactNode };

type CheckboxGroupProps = Omit<React.ComponentProps<"fieldset">, "onChange" | "defaultValue"> & {
  legend: React.ReactNode;
  /** A line under the legend. */
  hint?: React.ReactNode;
  options: readonly Option[];
  value: readonly string[];
  onValueChange: (value: string[]) => void;
  /** Ref of the first checkbox, so a form library can focus the group on an error. */
  firstRef?: React.Ref<HTMLButtonElement>;
  disabled?: boolean;
  /** Classes of the grid holding the choices (default: two columns from the sm breakpoint). */
  itemsClassName?: string;
};

const optionValue = (o: Option) => (typeof o === "string" ? o : o.value);
const optionLabel = (o: Option) => (typeof o === "string" ? o : o.label);

/**
 * Several choices under one question: a fieldset whose legend names the group, each choice a labelled checkbox.
 * `aria-describedby` given to the group (e.g. by FormControl) describes the fieldset; `aria-invalid` marks each box.
 */
function CheckboxGroup({
  legend,
  hint,
  options,
  value,
  onValueChange,
  firstRef,
  disabled,
  itemsClassName,
  className,
  id,
  "aria-invalid": ariaInvalid,
  ...props
}: CheckboxGroupProps) {
  const baseId = React.useId();
  const groupId = id ?? baseId;
  const hintId = `${groupId}-hint`;
  // aria-invalid belongs on the checkboxes (a group role does not take it); the fieldset shows it by colour.
  const invalid = ariaInvalid === true || ariaInvalid === "true";
  const describedBy = [hint ? hintId : null, props["aria-describedby"]].filter(Boolean).join(" ") || undefined;

  const toggle = (option: string, checked: boolean) => {
    // The value keeps the listed order whatever the order of ticking.
    const next = new Set(value);
    if (checked) next.add(option);
    else next.delete(option);
    onValueChange(options.map(optionValue).filter((o) => next.has(o)));
  };

  return (
    <fieldset
      data-slot="checkbox-group"
      id={groupId}
      className={cn("min-w-0", className)}
      disabled={disabled}
      {...props}
      aria-describedby={describedBy}
    >
      <legend className={cn("text-sm font-medium leading-none text-foreground", invalid && "text-destructive")}>
        {legend}
      </legend>
      {hint ? (
        <p id={hintId} className="mt-1.5 text-sm text-muted-foreground">
          {hint}
        </p>
      ) : null}
      <div className={cn("mt-3 grid gap-2 sm:grid-cols-2", itemsClassName)}>
        {options.map((option, index) => {
          const v = optionValue(option);
          const itemId = `${groupId}-${index}`;
          const checked = value.includes(v);
          return (
            <label
              key={v}
              htmlFor={itemId}
              className={cn(
                "flex min-h-11 cursor-pointer items-center gap-3 rounded-lg border border-input bg-card px-3 py-2 text-sm text-foreground transition-colors",
                "hover:border-primary/60 has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-ring",
                checked && "border-primary bg-secondary",
              )}
            >
              <Checkbox
                id={itemId}
                ref={index === 0 ? firstRef : undefined}
                checked={checked}
                onCheckedChange={(state) => toggle(v, state === true)}
                value={v}
                aria-invalid={invalid || undefined}
              />
              <span className="min-w-0">{optionLabel(option)}</span>
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}

export { CheckboxGroup, type CheckboxGroupProps };
