// What other features use of plans (a feature reaches another only through its index.ts; docs/architecture.md).
export { planPagesQueryOptions, plansKey, usePlan, usePlanPages } from "./api/get-plans";
export { useCancelPlan, useCreatePlan, useRefreshAfterPlan } from "./api/change-plan";
export { PausePlanButton, ResumePlanButton } from "./components/pause-plan-button";
export { completePaymentHref, ParentPlans } from "./components/parent-plans";
export { TeacherPlanStudents } from "./components/teacher-plan-students";
