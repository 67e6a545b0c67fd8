import { ChartNoAxesCombined } from "lucide-react";
import { EmptyState } from "@/components/ui/empty-state";
import { AdminFigureCards } from "./admin-figures";

/** Analytics: the real platform figures; the weekly charts are a later step, so the tab says so honestly. */
export function Analytics() {
  return (
    <div className="space-y-6">
      <AdminFigureCards withBookings />
      <EmptyState
        icon={ChartNoAxesCombined}
        title="Charts appear once there is activity"
        description="Weekly sign-ups and bookings will be charted here."
      />
    </div>
  );
}
