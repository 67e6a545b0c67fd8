import { zodResolver } from "@hookform/resolvers/zod";
import { useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import type { z } from "zod";
import { CLASS_DEFAULTS, LESSON_RULES, LEVEL_LABELS, LEVELS, SUBJECTS } from "@shared/constants";
import { classSchema, type ClassItem } from "@shared/classes";
import { Button } from "@/components/ui/button";
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "@/components/ui/dialog";
import { Form, FormControl, FormDescription, FormField, FormItem, FormLabel, FormMessage } from "@/components/ui/form";
import { Input } from "@/components/ui/input";
import { Spinner } from "@/components/ui/spinner";
import { SelectField } from "@/components/ui/select-field";
import { TextField } from "@/components/ui/text-field";
import { Textarea } from "@/components/ui/textarea";
import { toast } from "@/components/ui/toaster";
import { ApiError, errorText } from "@/lib/api-client";
import { showServerFieldErrors } from "@/lib/form-errors";
import { useCreateClass, useUpdateClass } from "../api/save-class";
import { TrialFields } from "./trial-fields";

type FormIn = z.input<typeof classSchema>;
type FormOut = z.output<typeof classSchema>;

const FIELDS = Object.keys(classSchema.shape) as (keyof FormIn)[];

function defaultsFor(klass: ClassItem | null | undefined): Partial<FormIn> {
  if (!klass) {
    return {
      title: "",
      description: "",
      price: "",
      duration: CLASS_DEFAULTS.duration,
      maxStudents: CLASS_DEFAULTS.maxStudents,
      siblingDiscountPercent: 0,
      meetingUrl: "",
      trialMinutes: null,
      trialPrice: null,
    };
  }
  return {
    title: klass.title,
    description: klass.description,
    subject: klass.subject as FormIn["subject"],
    level: klass.level,
    duration: klass.duration,
    price: klass.price,
    maxStudents: klass.maxStudents,
    // Kept as it is: an edit must never reset the discount the teacher set (issue 33).
    siblingDiscountPercent: klass.siblingDiscountPercent ?? 0,
    meetingUrl: klass.meetingUrl ?? "",
    trialMinutes: klass.trialMinutes ?? null,
    trialPrice: klass.trialPrice ?? null,
  };
}

/** The link is sent only when it changed: an empty field on a class whose answer carried no link must not clear one. */
function withoutUnchangedLink(values: FormOut, klass: ClassItem | null | undefined): FormOut {
  if ((values.meetingUrl ?? null) !== (klass?.meetingUrl ?? null)) return values;
  const { meetingUrl: _unchanged, ...rest } = values;
  return rest;
}

/** Likewise the trial: sent when it changed (null, null takes it away), so a class without one sends nothing new. */
function withoutUnchangedTrial(values: FormOut, klass: ClassItem | null | undefined): FormOut {
  const same =
    values.trialMinutes === (klass?.trialMinutes ?? null) && values.trialPrice === (klass?.trialPrice ?? null);
  if (!same) return values;
  const { trialMinutes: _minutes, trialPrice: _price, ...rest } = values;
  return rest as FormOut;
}

interface ClassFormProps {
  klass?: ClassItem | null;
  onSaved: () => void;
}

function ClassForm({ klass, onSaved }: ClassFormProps) {
  const { t } = useTranslation();
  const create = useCreateClass();
  const update = useUpdateClass();
  const pending = create.isPending || update.isPending;
  const form = useForm<FormIn, unknown, FormOut>({
    resolver: zodResolver(classSchema),
    defaultValues: defaultsFor(klass),
  });

  const onSubmit = async (input: FormOut) => {
    const values = withoutUnchangedTrial(withoutUnchangedLink(input, klass), klass);
    try {
      if (klass) {
        await update.mutateAsync({ id: klass.id, ...values });
        toast({ title: t("Class Updated"), description: t("Your class has been updated successfully.") });
      } else {
        await create.mutateAsync(values);
        toast({ title: t("Class Created"), description: t("Your class has been created successfully.") });
      }
      onSaved();
    } catch (error) {
      showServerFieldErrors(error, form.setError, FIELDS);
      // A refusal with a reason (403 for a profile not yet approved, 409 for the classes cap) is worth more than the
      // generic text.
      const reason =
        error instanceof ApiError && (error.status === 403 || error.status === 409) ? errorText(error) : null;
      toast({
        title: t("Error"),
        description: reason ?? t("Failed to save class. Please try again."),
        variant: "destructive",
      });
    }
  };

  return (
    <Form {...form}>
      <form
        onSubmit={form.handleSubmit(onSubmit)}
        className="grid gap-4"
        noValidate
        aria-label={klass ? t("Edit class") : t("Create class")}
      >
        <TextField
          control={form.control}
          name="title"
          label={t("Title")}
          placeholder={t("e.g. Tajweed for Beginners")}
          autoComplete="off"
        />
        <FormField
          control={form.control}
          name="description"
          render={({ field }) => (
            <FormItem>
              <FormLabel>{t("Description")}</FormLabel>
              <FormControl>
                <Textarea
                  {...field}
                  value={field.value ?? ""}
                  rows={4}
                  placeholder={t("What will students learn, and how are lessons run?")}
                />
              </FormControl>
              <FormMessage />
            </FormItem>
          )}
        />
        <div className="grid items-start gap-4 sm:grid-cols-2">
          <SelectField
            control={form.control}
            name="subject"
            label={t("Subject")}
            placeholder={t("Select a subject")}
            options={SUBJECTS.map((s) => ({ value: s, label: t(s) }))}
          />
          <SelectField
            control={form.control}
            name="level"
            label={t("Level")}
            placeholder={t("Select a level")}
            options={LEVELS.map((l) => ({ value: l, label: t(LEVEL_LABELS[l]) }))}
          />
        </div>
        <div className="grid items-start gap-4 sm:grid-cols-2">
          <TextField
            control={form.control}
            name="duration"
            label={t("Duration (minutes)")}
            type="number"
            inputMode="numeric"
            min={15}
            step={5}
          />
          <TextField
            control={form.control}
            name="price"
            label={t("Price (USD)")}
            type="number"
            inputMode="decimal"
            min={0}
            step="0.01"
            placeholder={t("e.g. 25")}
          />
          <TextField
            control={form.control}
            name="maxStudents"
            label={t("Max students")}
            type="number"
            inputMode="numeric"
            min={1}
            max={20}
          />
          <TextField
            control={form.control}
            name="siblingDiscountPercent"
            label={t("Sibling discount on weekly plans (%)")}
            type="number"
            inputMode="numeric"
            min={0}
            max={50}
          />
        </div>
        <TrialFields form={form} />
        <FormField
          control={form.control}
          name="meetingUrl"
          render={({ field }) => (
            <FormItem>
              <FormLabel>{t("Lesson link (optional)")}</FormLabel>
              <FormControl>
                <Input
                  {...field}
                  value={field.value ?? ""}
                  type="url"
                  inputMode="url"
                  autoComplete="off"
                  spellCheck={false}
                  placeholder="https://zoom.us/j/123"
                />
              </FormControl>
              <FormDescription>
                {/* As viewer.ts "see meeting link" rules: the paying family's .ics and reminders carry it. */}
                {t(
                  "Only families who have paid get it: in their calendar file (.ics) and lesson reminders (24 hours and 1 hour before), and as a Join button from {{minutes}} minutes before each lesson.",
                  { minutes: LESSON_RULES.joinEarlyMinutes },
                )}
              </FormDescription>
              <FormMessage />
            </FormItem>
          )}
        />
        <DialogFooter className="mt-2">
          <DialogClose asChild>
            <Button variant="outline" disabled={pending}>
              {t("Cancel")}
            </Button>
          </DialogClose>
          <Button type="submit" disabled={pending}>
            {pending ? <Spinner /> : null}
            {pending ? t("Saving...") : klass ? t("Save Changes") : t("Create Class")}
          </Button>
        </DialogFooter>
      </form>
    </Form>
  );
}

interface ClassFormDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The class to edit; create a new one when absent. */
  klass?: ClassItem | null;
}

/** Create/edit class modal (spec §2, fields and messages of §5, defaults of §9). */
export function ClassFormDialog({ open, onOpenChange, klass }: ClassFormDialogProps) {
  const { t } = useTranslation();
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="sm:max-w-2xl">
        <DialogHeader>
          <DialogTitle>{klass ? t("Edit Class") : t("Create New Class")}</DialogTitle>
          <DialogDescription>
            {klass
              ? t("Update the details families see for this class.")
              : t("Families see these details when they choose a class for their child.")}
          </DialogDescription>
        </DialogHeader>
        {/* Mounted afresh on every opening, so the fields always start from the class being edited (or the defaults). */}
        <ClassForm key={klass?.id ?? "new"} klass={klass} onSaved={() => onOpenChange(false)} />
      </DialogContent>
    </Dialog>
  );
}
