// Booking and interview shapes on the wire (api.md "Students and bookings", "Interviews").

export interface BookingItem {
  id: number;
  classId: number;
  studentId: number;
  parentId: number;
  teacherId: number;
  scheduledAt: string;
  endsAt: string;
  status: "scheduled" | "completed" | "cancelled";
  paymentStatus: "pending" | "paid" | "refunded" | "failed";
  amount: string;
  notes: string | null;
  classTitle: string;
  studentName: string;
  teacherName: string;
  createdAt: string;
}

export interface InterviewItem {
  id: number;
  teacherId: number;
  adminId: number | null;
  scheduledAt: string;
  status: "pending" | "scheduled" | "completed" | "cancelled";
  notes: string | null;
  result: "approved" | "rejected" | null;
  feedback: string | null;
  teacherName: string;
  createdAt: string;
}
