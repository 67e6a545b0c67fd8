// What other features use of the dashboard figures (a feature reaches another only through its index.ts).
export { dashboardQueryOptions, useDashboard } from "./api/get-dashboard";
export { nextClassFigure } from "./components/parent-figures";
