import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { InterviewItem } from "@shared/bookings";
import type { InterviewResult } from "@shared/constants";
import { apiRequest } from "@/lib/api-client";
import { interviewsQueryOptions } from "@/features/interviews";
import { adminTeachersQueryOptions } from "./teachers";

export interface ScheduleInterviewInput {
  /** The teacher's user id. */
  teacherId: number;
  scheduledAt: string;
  notes?: string;
}

export function useScheduleInterview() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ScheduleInterviewInput) =>
      apiRequest<InterviewItem>("POST", "/api/interviews", { ...input, status: "scheduled" }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: interviewsQueryOptions.queryKey }),
  });
}

export interface UpdateInterviewInput {
  id: number;
  status?: InterviewItem["status"];
  result?: InterviewResult;
  feedback?: string;
  notes?: string;
  scheduledAt?: string;
}

/** Completing with result approved also sets the teacher's interviewCompleted on the server. */
export function useUpdateInterview() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, ...input }: UpdateInterviewInput) => apiRequest<InterviewItem>("PATCH", `/api/interviews/${id}`, input),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: interviewsQueryOptions.queryKey }),
        queryClient.invalidateQueries({ queryKey: adminTeachersQueryOptions("pending").queryKey }),
        queryClient.invalidateQueries({ queryKey: adminTeachersQueryOptions("approved").queryKey }),
      ]),
  });
}
