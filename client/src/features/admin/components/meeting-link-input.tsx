// The interview's meeting link field, one for scheduling and rescheduling (issue 32): a URL, left to right, with its
// problem announced.
import { Input } from "@/components/ui/input";

interface MeetingLinkInputProps {
  id: string;
  value: string;
  onChange: (value: string) => void;
  problemId: string;
  problem: string | null;
}

export function MeetingLinkInput({ id, value, onChange, problemId, problem }: MeetingLinkInputProps) {
  return (
    <Input
      id={id}
      type="url"
      inputMode="url"
      dir="ltr"
      placeholder="https://zoom.us/j/123"
      value={value}
      onChange={(e) => onChange(e.target.value)}
      aria-invalid={problem ? true : undefined}
      aria-describedby={problem ? problemId : undefined}
    />
  );
}
