import { ArrowRight } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Button } from "@/components/ui/button";
import { CardContent, CardFooter } from "@/components/ui/card";
import { toast } from "@/components/ui/toaster";
import { SlotPicker, type SlotPickerProps } from "./slot-picker";

/** Step 1 (spec §2): the calendar and times; the details need both a date and a time. */
export function SlotStep({ onContinue, ...picker }: SlotPickerProps & { onContinue: () => void }) {
  const { t } = useTranslation();
  const continueToDetails = () => {
    if (!picker.selectedDate || !picker.selected) {
      toast({ title: t("Please select both date and time") });
      return;
    }
    onContinue();
  };
  return (
    <>
      <CardContent className="pt-6">
        <SlotPicker {...picker} />
      </CardContent>
      <CardFooter className="justify-end border-t pt-6">
        <Button onClick={continueToDetails} className="w-full sm:w-auto">
          {t("Continue to Booking Details")}
          <ArrowRight aria-hidden="true" className="rtl:rotate-180" />
        </Button>
      </CardFooter>
    </>
  );
}
