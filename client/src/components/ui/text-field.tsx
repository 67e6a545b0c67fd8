import type * as React from "react";
import type { Control, FieldPath, FieldValues } from "react-hook-form";
import { FormControl, FormField, FormItem, FormLabel, FormMessage } from "./form";
import { Input } from "./input";

type TextFieldProps<T extends FieldValues, TOut> = Omit<React.ComponentProps<typeof Input>, "name" | "defaultValue"> & {
  control: Control<T, unknown, TOut>;
  name: FieldPath<T>;
  label: string;
};

/** A labelled text input bound to react-hook-form, with its validation message underneath. */
export function TextField<T extends FieldValues, TOut = T>({
  control,
  name,
  label,
  ...inputProps
}: TextFieldProps<T, TOut>) {
  return (
    <FormField
      control={control}
      name={name}
      render={({ field }) => (
        <FormItem>
          <FormLabel>{label}</FormLabel>
          <FormControl>
            <Input {...inputProps} {...field} value={field.value ?? ""} />
          </FormControl>
          <FormMessage />
        </FormItem>
      )}
    />
  );
}
