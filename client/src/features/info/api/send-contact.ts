import { useMutation } from "@tanstack/react-query";
import type { ContactInput } from "@shared/contact";
import { apiRequest } from "@/lib/api-client";

/** POST /api/contact: the message reaches the admins' feed; the answer is the sentence to show the sender. */
export const sendContact = (input: ContactInput) => apiRequest<{ message: string }>("POST", "/api/contact", input);

export function useSendContact() {
  return useMutation({ mutationFn: sendContact });
}
