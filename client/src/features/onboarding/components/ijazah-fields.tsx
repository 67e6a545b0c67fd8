// The optional ijazah on the wizard's step 3 (issue 36): what the teacher states, checked by an admin against its scan.
import { useFormContext, useWatch } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { IJAZAH_CHAIN_MAX, IJAZAH_ISSUER_MAX, RIWAYAH_LABELS, RIWAYAT } from "@shared/matching";
import { Checkbox } from "@/components/ui/checkbox";
import { FormControl, FormDescription, FormField, FormItem, FormLabel, FormMessage } from "@/components/ui/form";
import { Input } from "@/components/ui/input";
import { NativeSelect } from "@/components/ui/native-select";
import { Textarea } from "@/components/ui/textarea";
import type { ProfileFormIn, ProfileFormOut } from "../lib/profile-form";

/** Today in the teacher's own calendar, the latest date the picker offers. */
function today(): string {
  const now = new Date();
  return `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, "0")}-${String(now.getDate()).padStart(2, "0")}`;
}

export function IjazahFields() {
  const { t } = useTranslation();
  const form = useFormContext<ProfileFormIn, unknown, ProfileFormOut>();
  const ijazah = useWatch({ control: form.control, name: "ijazah" });
  const riwayat = useWatch({ control: form.control, name: "riwayat" });
  const held = ijazah != null;

  const toggle = (checked: boolean) => {
    // Starts from the first riwayah ticked above: most teachers hold their ijazah in the riwayah they teach.
    const start = { riwayah: riwayat?.[0] ?? RIWAYAT[0], coversTeaching: false, issuer: "", issuedOn: "", chain: "" };
    form.setValue("ijazah", checked ? start : null, { shouldDirty: true });
    form.clearErrors("ijazah");
  };

  return (
    <div className="grid gap-4 rounded-xl border bg-muted/30 p-4">
      <FormField
        control={form.control}
        name="ijazah"
        render={({ field }) => (
          <FormItem>
            <div className="flex items-start gap-3">
              <FormControl>
                <Checkbox checked={held} onCheckedChange={(v) => toggle(v === true)} ref={field.ref} />
              </FormControl>
              <div className="grid gap-1">
                <FormLabel>{t("I hold an ijazah")}</FormLabel>
                <FormDescription>
                  {t("Optional. Our team checks it, with its scan from the last step, before families see it.")}
                </FormDescription>
              </div>
            </div>
            <FormMessage />
          </FormItem>
        )}
      />
      {held ? (
        <div className="grid gap-4 sm:grid-cols-2">
          <FormField
            control={form.control}
            name="ijazah.riwayah"
            render={({ field }) => (
              <FormItem>
                <FormLabel>{t("Riwayah of the ijazah")}</FormLabel>
                <FormControl>
                  <NativeSelect {...field} value={field.value ?? RIWAYAT[0]}>
                    {RIWAYAT.map((riwayah) => (
                      <option key={riwayah} value={riwayah}>
                        {t(RIWAYAH_LABELS[riwayah])}
                      </option>
                    ))}
                  </NativeSelect>
                </FormControl>
                <FormMessage />
              </FormItem>
            )}
          />
          <FormField
            control={form.control}
            name="ijazah.issuedOn"
            render={({ field }) => (
              <FormItem>
                <FormLabel>{t("Date issued")}</FormLabel>
                <FormControl>
                  <Input {...field} value={field.value ?? ""} type="date" min="1900-01-01" max={today()} />
                </FormControl>
                <FormMessage />
              </FormItem>
            )}
          />
          <FormField
            control={form.control}
            name="ijazah.coversTeaching"
            render={({ field }) => (
              <FormItem className="flex items-center gap-3 sm:col-span-2">
                <FormControl>
                  <Checkbox
                    checked={field.value === true}
                    onCheckedChange={(v) => field.onChange(v === true)}
                    ref={field.ref}
                  />
                </FormControl>
                <FormLabel>{t("It covers teaching, not only reciting")}</FormLabel>
              </FormItem>
            )}
          />
          <FormField
            control={form.control}
            name="ijazah.issuer"
            render={({ field }) => (
              <FormItem className="sm:col-span-2">
                <FormLabel>{t("Issued by")}</FormLabel>
                <FormControl>
                  <Input
                    {...field}
                    value={field.value ?? ""}
                    maxLength={IJAZAH_ISSUER_MAX}
                    placeholder={t("e.g. Sheikh Ahmad al-Zayyat")}
                  />
                </FormControl>
                <FormMessage />
              </FormItem>
            )}
          />
          <FormField
            control={form.control}
            name="ijazah.chain"
            render={({ field }) => (
              <FormItem className="sm:col-span-2">
                <FormLabel>{t("Chain (sanad)")}</FormLabel>
                <FormControl>
                  <Textarea {...field} value={field.value ?? ""} rows={4} maxLength={IJAZAH_CHAIN_MAX} dir="auto" />
                </FormControl>
                <FormDescription className="flex justify-between gap-4">
                  <span>{t("Optional: your teachers back to the Prophet, peace be upon him.")}</span>
                  <span className="shrink-0 tabular-nums" aria-hidden="true">
                    {(field.value ?? "").length} / {IJAZAH_CHAIN_MAX}
                  </span>
                </FormDescription>
                <FormMessage />
              </FormItem>
            )}
          />
        </div>
      ) : null}
    </div>
  );
}
