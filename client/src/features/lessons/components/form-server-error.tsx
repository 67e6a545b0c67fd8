import type { FieldValues, Path, UseFormSetError } from "react-hook-form";
import { Alert } from "@/components/ui/alert";
import { errorText } from "@/lib/api-client";
import { showServerFieldErrors } from "@/lib/form-errors";

/**
 * The server's refusal stays in the form, above its buttons (a 409 says why: too early, already reported, too late
 * to correct); a 400 naming fields also marks them.
 */
export function setServerError<T extends FieldValues>(
  setError: UseFormSetError<T>,
  error: unknown,
  fields: readonly Path<T>[],
) {
  showServerFieldErrors(error, setError, fields);
  setError("root.server", { type: "server", message: errorText(error) });
}

export function FormServerError({ message, title }: { message: string | undefined; title: string }) {
  if (!message) return null;
  return (
    <Alert variant="destructive" title={title} role="alert">
      {message}
    </Alert>
  );
}
