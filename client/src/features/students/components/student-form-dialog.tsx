import { zodResolver } from "@hookform/resolvers/zod";
import { useEffect } from "react";
import { useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { DELAYS, LEVEL_LABELS, LEVELS, type Level } from "@shared/constants";
import {
  STUDENT_DEFAULT_AGE,
  studentSchema,
  type StudentInput,
  type StudentItem,
  type StudentValues,
} from "@shared/students";
import { Button } from "@/components/ui/button";
import { DraftNotice } from "@/components/ui/draft-notice";
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "@/components/ui/dialog";
import { Form, FormControl, FormField, FormItem, FormLabel, FormMessage } from "@/components/ui/form";
import { SelectField } from "@/components/ui/select-field";
import { Spinner } from "@/components/ui/spinner";
import { TextField } from "@/components/ui/text-field";
import { Textarea } from "@/components/ui/textarea";
import { toast } from "@/components/ui/toaster";
import { ApiError, errorText } from "@/lib/api-client";
import { Sentence } from "@/lib/bdi";
import { showServerFieldErrors } from "@/lib/form-errors";
import { mergeDraftValues, useDraft } from "@/lib/drafts";
import { useCreateStudent, useUpdateStudent } from "../api/save-student";

type FormIn = StudentInput;
type FormOut = StudentValues;
type DraftValues = Partial<FormIn>;

const FIELDS = Object.keys(studentSchema.shape) as (keyof FormIn)[];
const FAILURE = "Failed to save student profile. Please try again.";

/** One draft per parent and per form: the new-child form, or the edit of one child. */
export const studentDraftKey = (userId: number, studentId: number | null | undefined) =>
  `draft:student-form:${userId}:${studentId ?? "new"}`;

function defaultsFor(student: StudentItem | null | undefined): DraftValues {
  if (!student) return { name: "", age: STUDENT_DEFAULT_AGE, goals: "", specialNeeds: "" };
  return {
    name: student.name,
    age: student.age,
    level: student.level,
    goals: student.goals ?? "",
    specialNeeds: student.specialNeeds ?? "",
  };
}

/** Only the fields of this form, with usable types, come back from storage (the level only when it is a level). */
function parseDraft(raw: unknown): DraftValues | null {
  if (!raw || typeof raw !== "object") return null;
  const values: DraftValues = mergeDraftValues(
    { name: "", age: STUDENT_DEFAULT_AGE as number | string, goals: "", specialNeeds: "" },
    raw,
  );
  const level = (raw as { level?: unknown }).level;
  if (typeof level === "string" && (LEVELS as readonly string[]).includes(level)) values.level = level as Level;
  return values;
}

interface StudentFormProps {
  userId: number;
  student?: StudentItem | null;
  onSaved: (student: StudentItem) => void;
}

function StudentForm({ userId, student, onSaved }: StudentFormProps) {
  const { t } = useTranslation();
  const create = useCreateStudent();
  const update = useUpdateStudent();
  const pending = create.isPending || update.isPending;
  const form = useForm<FormIn, unknown, FormOut>({
    resolver: zodResolver(studentSchema),
    defaultValues: defaultsFor(student),
  });

  // Spec §4: the student form keeps a local draft after an 800 ms pause, offered for restore next time.
  const draft = useDraft<DraftValues>(studentDraftKey(userId, student?.id), {
    debounceMs: DELAYS.draftStudent,
    parse: parseDraft,
  });
  const { save: saveDraft } = draft;
  useEffect(() => {
    const subscription = form.watch(() => saveDraft(form.getValues(), 0));
    return () => subscription.unsubscribe();
  }, [form, saveDraft]);

  const restoreDraft = () => {
    const saved = draft.saved;
    if (!saved) return;
    form.reset({ ...defaultsFor(student), ...saved.values });
    draft.dismiss();
    form.setFocus("name");
    toast({ title: t("Draft Restored"), description: t("Your unsaved answers are back where you left them.") });
  };

  const startFresh = () => {
    draft.clear();
    form.setFocus("name");
  };

  const onSubmit = async (values: FormOut) => {
    try {
      const saved = student
        ? await update.mutateAsync({ id: student.id, ...values })
        : await create.mutateAsync(values);
      draft.clear();
      toast(
        student
          ? {
              title: t("Student profile updated successfully"),
              description: <Sentence i18nKey="{{name}}'s details have been saved." values={{ name: saved.name }} />,
            }
          : {
              title: t("Student profile created successfully"),
              description: <Sentence i18nKey="You can now book classes for {{name}}." values={{ name: saved.name }} />,
            },
      );
      onSaved(saved);
    } catch (error) {
      showServerFieldErrors(error, form.setError, FIELDS);
      // A 409 names the cap that refused the child ("You can add at most 20 children"): worth more than the generic
      // text.
      const reason = error instanceof ApiError && error.status === 409 ? errorText(error) : null;
      toast({ title: t("Error"), description: reason ?? t(FAILURE), variant: "destructive" });
    }
  };

  return (
    <Form {...form}>
      <form
        onSubmit={form.handleSubmit(onSubmit)}
        className="grid gap-4"
        noValidate
        aria-label={student ? t("Edit child profile") : t("Add child profile")}
      >
        {draft.saved ? (
          <DraftNotice
            compact
            title={t("You have unsaved changes")}
            savedAt={draft.saved.savedAt}
            onRestore={restoreDraft}
            onStartFresh={startFresh}
          />
        ) : null}
        <TextField
          control={form.control}
          name="name"
          label={t("Name")}
          placeholder={t("e.g. Amina")}
          autoComplete="off"
        />
        <div className="grid items-start gap-4 sm:grid-cols-2">
          <TextField
            control={form.control}
            name="age"
            label={t("Age")}
            type="number"
            inputMode="numeric"
            min={3}
            max={18}
            step={1}
          />
          <SelectField
            control={form.control}
            name="level"
            label={t("Level")}
            placeholder={t("Select a level")}
            options={LEVELS.map((l) => ({ value: l, label: t(LEVEL_LABELS[l]) }))}
          />
        </div>
        <FormField
          control={form.control}
          name="goals"
          render={({ field }) => (
            <FormItem>
              <FormLabel>{t("Goals (optional)")}</FormLabel>
              <FormControl>
                <Textarea
                  {...field}
                  value={field.value ?? ""}
                  rows={3}
                  placeholder={t("e.g. Finish Juz 'Amma and improve tajweed")}
                />
              </FormControl>
              <FormMessage />
            </FormItem>
          )}
        />
        <FormField
          control={form.control}
          name="specialNeeds"
          render={({ field }) => (
            <FormItem>
              <FormLabel>{t("Special needs (optional)")}</FormLabel>
              <FormControl>
                <Textarea
                  {...field}
                  value={field.value ?? ""}
                  rows={3}
                  placeholder={t("Anything a teacher should know to help your child learn well")}
                />
              </FormControl>
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
            {pending ? t("Saving...") : student ? t("Save Changes") : t("Add Child")}
          </Button>
        </DialogFooter>
      </form>
    </Form>
  );
}

interface StudentFormDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The signed-in parent: drafts are kept per user. */
  userId: number;
  /** The child to edit; add a new one when absent. */
  student?: StudentItem | null;
}

/** Add or edit a child's student profile (spec §2 modal, §5 validation, §4 drafts, §8 toasts). */
export function StudentFormDialog({ open, onOpenChange, userId, student }: StudentFormDialogProps) {
  const { t } = useTranslation();
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="sm:max-w-xl">
        <DialogHeader>
          <DialogTitle>{student ? t("Edit Child Profile") : t("Add Child Profile")}</DialogTitle>
          <DialogDescription>
            {student ? (
              <Sentence
                i18nKey="Keep {{name}}'s details up to date so teachers can plan the right lessons."
                values={{ name: student.name }}
              />
            ) : (
              t("Teachers see these details when your child joins their class, so they can plan the right lessons.")
            )}
          </DialogDescription>
        </DialogHeader>
        {/* Mounted afresh on every opening, so the fields start from the child being edited (or the defaults). */}
        <StudentForm key={student?.id ?? "new"} userId={userId} student={student} onSaved={() => onOpenChange(false)} />
      </DialogContent>
    </Dialog>
  );
}
