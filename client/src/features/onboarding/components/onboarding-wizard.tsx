import { zodResolver } from "@hookform/resolvers/zod";
import { ArrowLeft, ArrowRight, CircleExclamationPoint, Save, Send } from "lucide-react";
import { useCallback, useEffect, useState, type MouseEvent } from "react";
import { useForm, type FieldErrors } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { useLocation } from "wouter";
import { DELAYS } from "@shared/constants";
import { TEACHER_PROFILE_STEPS, type TeacherProfile } from "@shared/teachers";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardFooter, CardHeader } from "@/components/ui/card";
import { Form } from "@/components/ui/form";
import { Spinner } from "@/components/ui/spinner";
import { toast } from "@/components/ui/toaster";
import { useOwnDocuments, useSaveTeacherProfile, useTeacherProfile } from "@/features/teachers";
import { errorText } from "@/lib/api-client";
import { useDraft } from "@/lib/drafts";
import { useStepHistory } from "@/lib/use-step-history";
import { useWizardSteps } from "@/lib/use-wizard-steps";
import {
  emptyProfileValues,
  LAST_STEP,
  parseProfileDraft,
  profileToValues,
  serverFieldError,
  STEP_INTROS,
  stepOfField,
  type ProfileField,
  type ProfileFormIn,
  type ProfileFormOut,
  wizardProfileSchema,
} from "../lib/profile-form";
import { useDocumentUploads } from "../lib/use-document-uploads";
import { currentDocuments, DocumentsStep, verifiedDocuments } from "./documents-step";
import { DraftNotice } from "@/components/ui/draft-notice";
import { RejectionNotice } from "./notices";
import { PersonalStep, QualificationsStep, SpecializationsStep } from "./profile-steps";
import { StepIndicator } from "@/components/ui/step-indicator";

const STEP_TITLES = TEACHER_PROFILE_STEPS.map((s) => s.title);

export const draftKeyFor = (userId: number) => `draft:teacher-onboarding:${userId}`;

interface OnboardingWizardProps {
  userId: number;
  /** The saved profile, when there is one: the form starts from it and drafts are off. */
  profile: TeacherProfile | null;
}

/**
 * The 4-step teacher application (spec §2, §4). One form validated per step with the shared schema; a local
 * draft while applying for the first time; step 4 uploads documents and submits.
 */
export function OnboardingWizard({ userId, profile: liveProfile }: OnboardingWizardProps) {
  const { t } = useTranslation();
  const [, navigate] = useLocation();
  // The mode (new, fix a rejection, edit) is fixed when the wizard opens: a successful first submit fills the
  // profile cache before the wizard leaves, and the labels must not flip to 'Save Changes' in that moment.
  const [profile] = useState(liveProfile);
  const [initialValues] = useState(() => (profile ? profileToValues(profile) : emptyProfileValues()));
  const form = useForm<ProfileFormIn, unknown, ProfileFormOut>({
    resolver: zodResolver(wizardProfileSchema),
    defaultValues: initialValues,
    // Focus is placed by hand: the invalid field may sit on another step.
    shouldFocusError: false,
  });
  const [submitError, setSubmitError] = useState<string | null>(null);
  const save = useSaveTeacherProfile();
  const uploads = useDocumentUploads();
  const ownDocuments = useOwnDocuments().data;
  // The live profile (refetched after each upload): its checks and status decide the replace warning.
  const ownProfile = useTeacherProfile().data ?? liveProfile;
  const savedDocuments = ownDocuments ?? ownProfile?.documents;
  const documents = currentDocuments(savedDocuments ?? liveProfile?.documents, uploads.uploaded);
  const genderLocked = Boolean(ownProfile?.idVerified && ownProfile.gender);

  // Drafts protect a first application; a saved profile is the record to edit, so it needs none.
  const draft = useDraft<Partial<ProfileFormIn>>(profile ? null : draftKeyFor(userId), {
    debounceMs: DELAYS.draftOnboarding,
    parse: parseProfileDraft,
  });
  const { save: saveDraft } = draft;

  // On every step change the step is saved with the draft, and focus moves to the new step's heading (or to the
  // field that needs attention) so keyboard and screen-reader users start at the top of it.
  const steps = useWizardSteps({
    count: TEACHER_PROFILE_STEPS.length,
    onStepChange: (shown) => saveDraft(form.getValues(), shown),
  });
  const { step, current: currentStep, goTo } = steps;
  const stepHistory = useStepHistory({ key: "teacher-onboarding", step, show: goTo }); // Back/Forward walk the steps (issue 32)
  useEffect(() => {
    const subscription = form.watch((_values, { name }) => {
      saveDraft(form.getValues(), currentStep());
      // A field flagged by Next or Submit clears (or updates) its message as soon as it is edited.
      if (name && form.getFieldState(name as ProfileField).error) void form.trigger(name as ProfileField);
    });
    return () => subscription.unsubscribe();
  }, [form, saveDraft, currentStep]);

  // `path` may be inside the field (an ijazah's issuer): focus goes there.
  const goToField = useCallback(
    (field: ProfileField, path: string = field) => goTo(stepOfField(field), () => form.setFocus(path as ProfileField)),
    [form, goTo],
  );

  const next = async () => {
    const from = step;
    const valid = await form.trigger([...TEACHER_PROFILE_STEPS[from].fields], { shouldFocus: true });
    // Compared with the step Next was pressed on, so a double click cannot skip a step.
    if (valid) steps.next(from);
  };

  const wasRejected = profile?.verificationStatus === "rejected";
  const isNew = profile === null;

  const onValid = (values: ProfileFormOut) => {
    setSubmitError(null);
    save.mutate(values, {
      onSuccess: () => {
        draft.clear();
        if (isNew) {
          toast({ title: t("Profile Created"), description: t("Your teacher profile has been submitted for review.") });
        } else if (wasRejected) {
          toast({
            title: t("Profile Resubmitted"),
            description: t("Your teacher profile has been submitted for review."),
          });
        } else {
          toast({ title: t("Profile Updated"), description: t("Your changes have been saved.") });
        }
        navigate("/teacher/dashboard");
      },
      onError: (error) => {
        toast({
          variant: "destructive",
          title: isNew ? t("Submission Failed") : t("Save Failed"),
          description: isNew
            ? t("Failed to create teacher profile. Please try again.")
            : t("Failed to update teacher profile. Please try again."),
        });
        const named = serverFieldError(error);
        if (named) {
          form.setError(named.path as ProfileField, { type: "server", message: named.message });
          goToField(named.field, named.path);
        } else {
          setSubmitError(errorText(error));
        }
      },
    });
  };

  const onInvalid = (errors: FieldErrors<ProfileFormIn>) => {
    const first = TEACHER_PROFILE_STEPS.flatMap((s) => s.fields).find((field) => errors[field]);
    if (first) goToField(first);
  };

  const submit = form.handleSubmit(onValid, onInvalid);

  const restoreDraft = () => {
    const saved = draft.saved;
    if (!saved) return;
    form.reset(saved.values);
    draft.dismiss();
    goTo(saved.step);
    toast({ title: t("Draft Restored"), description: t("Your saved answers are back where you left them.") });
  };

  const startFresh = () => {
    draft.clear();
    steps.focusHeading();
  };

  const submitLabel = isNew ? t("Submit Application") : wasRejected ? t("Resubmit Application") : t("Save Changes");
  const pendingLabel = isNew || wasRejected ? t("Submitting...") : t("Saving...");
  const stepTitles = STEP_TITLES.map((title) => t(title));

  return (
    <div className="grid gap-6">
      {wasRejected ? <RejectionNotice feedback={profile.feedback} /> : null}
      {draft.saved ? (
        <DraftNotice
          title={t("You have an unfinished application")}
          hint={t("Pick up where you left off?")}
          savedAt={draft.saved.savedAt}
          onRestore={restoreDraft}
          onStartFresh={startFresh}
        />
      ) : null}

      <Card interactive={false} className="overflow-hidden">
        <CardHeader className="border-b bg-muted/40 px-4 py-5 sm:px-6">
          <StepIndicator titles={stepTitles} current={step} label={t("Application steps")} />
        </CardHeader>
        <Form {...form}>
          <form
            noValidate
            aria-labelledby="onboarding-step-title"
            onSubmit={(e) => {
              // Enter in a field of steps 1–3 means Next; only step 4 submits.
              if (step < LAST_STEP) {
                e.preventDefault();
                void next();
              } else void submit(e);
            }}
          >
            <CardContent className="grid grid-cols-1 gap-6 px-4 pt-6 sm:px-6">
              <div>
                <p className="text-sm font-semibold text-accent-ink">
                  {t("Step {{step}} of {{total}}", { step: step + 1, total: TEACHER_PROFILE_STEPS.length })}
                </p>
                <h2
                  id="onboarding-step-title"
                  ref={steps.headingRef}
                  tabIndex={-1}
                  className="mt-1 font-display text-2xl font-semibold text-foreground outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-4"
                >
                  {stepTitles[step]}
                </h2>
                <p className="mt-1 text-sm text-muted-foreground">{t(STEP_INTROS[step])}</p>
              </div>

              {step === 0 ? <PersonalStep /> : null}
              {step === 1 ? <QualificationsStep /> : null}
              {step === 2 ? <SpecializationsStep genderLocked={genderLocked} /> : null}
              {step === 3 ? (
                <DocumentsStep
                  documents={documents}
                  states={uploads.states}
                  onChoose={uploads.start}
                  verified={verifiedDocuments(ownProfile)}
                  approved={ownProfile?.verificationStatus === "approved"}
                />
              ) : null}

              {submitError && step === LAST_STEP ? (
                <p
                  role="alert"
                  className="flex items-start gap-2 rounded-lg border border-destructive/30 bg-destructive-soft p-3 text-sm font-medium text-destructive"
                >
                  <CircleExclamationPoint className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
                  <span className="min-w-0 break-words">{submitError}</span>
                </p>
              ) : null}
            </CardContent>

            {/* Phones: the primary action first and full width; wider screens: Previous at the start, it at the end. */}
            <CardFooter className="flex-col-reverse items-stretch gap-3 border-t px-4 py-4 sm:flex-row sm:items-center sm:px-6">
              {step > 0 ? (
                <Button variant="outline" onClick={stepHistory.back} disabled={save.isPending}>
                  <ArrowLeft className="rtl:rotate-180" aria-hidden="true" />
                  {t("Previous")}
                </Button>
              ) : null}
              <div className="grid gap-2 sm:ms-auto sm:justify-items-end">
                {step < LAST_STEP ? (
                  <Button key="next" onClick={() => void next()}>
                    {t("Next")}
                    <ArrowRight className="rtl:rotate-180" aria-hidden="true" />
                  </Button>
                ) : (
                  <Button
                    key="submit"
                    type="submit"
                    disabled={save.isPending || uploads.busy}
                    // The second click of a double click on Next lands here: it must not submit.
                    onClick={(e: MouseEvent) => {
                      if (e.detail > 1) e.preventDefault();
                    }}
                  >
                    {save.isPending ? (
                      <Spinner />
                    ) : isNew || wasRejected ? (
                      <Send aria-hidden="true" />
                    ) : (
                      <Save aria-hidden="true" />
                    )}
                    {save.isPending ? pendingLabel : submitLabel}
                  </Button>
                )}
                {step === LAST_STEP && uploads.busy ? (
                  <p className="text-center text-xs text-muted-foreground sm:text-end">
                    {t("Waiting for the upload to finish…")}
                  </p>
                ) : null}
              </div>
            </CardFooter>
          </form>
        </Form>
      </Card>

      {isNew ? (
        <p className="text-center text-xs text-muted-foreground">
          {t("Your answers are saved on this device as you type, so you can finish later.")}
        </p>
      ) : null}
    </div>
  );
}
