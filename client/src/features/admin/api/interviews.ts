import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { InterviewItem } from "@shared/bookings";
import type { CreateInterviewInput, UpdateInterviewInput as InterviewChanges } from "@shared/admin";
import { apiRequest } from "@/lib/api-client";
import { interviewsQueryOptions } from "@/features/interviews";
import { adminTeachersQueryOptions } from "./teachers";

/** The request's own shape (shared/admin.ts), less the status: this form always schedules. */
export type ScheduleInterviewInput = Omit<CreateInterviewInput, "status">;

export function useScheduleInterview() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ScheduleInterviewInput) =>
      apiRequest<InterviewItem>("POST", "/api/interviews", { ...input, status: "scheduled" }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: interviewsQueryOptions.queryKey }),
  });
}

export type UpdateInterviewInput = InterviewChanges & { id: number };

/** Completing with result approved also sets the teacher's interviewCompleted on the server. */
export function useUpdateInterview() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, ...input }: UpdateInterviewInput) =>
      apiRequest<InterviewItem>("PATCH", `/api/interviews/${id}`, input),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: interviewsQueryOptions.queryKey }),
        queryClient.invalidateQueries({ queryKey: adminTeachersQueryOptions("pending").queryKey }),
        queryClient.invalidateQueries({ queryKey: adminTeachersQueryOptions("approved").queryKey }),
      ]),
  });
}
