// A 400 from the server names the bad fields (api.md `errors: [{path, message}]`): show each message under its field.
import type { FieldValues, Path, UseFormSetError } from "react-hook-form";
import { ApiError } from "./api-client";

/** Puts the server's field messages on the form's `fields` (others are left to the toast), focusing the first if asked. */
export function showServerFieldErrors<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  fields: readonly Path<T>[],
  { focus = true }: { focus?: boolean } = {},
): void {
  if (!(error instanceof ApiError) || error.status !== 400) return;
  let errors: { path?: string; message?: string }[] = [];
  try {
    errors = (JSON.parse(error.bodyText) as { errors?: typeof errors }).errors ?? [];
  } catch {
    return; // not JSON: the toast says enough
  }
  let first = focus;
  for (const { path, message } of errors) {
    const field = fields.find((f) => f === path);
    if (!field || !message) continue;
    setError(field, { type: "server", message }, { shouldFocus: first });
    first = false;
  }
}
