import { Clock, Eye, EyeOff, Pencil, Users, Video, Wallet } from "lucide-react";
import { useTranslation } from "react-i18next";
import type { ClassItem } from "@shared/classes";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from "@/components/ui/card";
import { Spinner } from "@/components/ui/spinner";
import { toast } from "@/components/ui/toaster";
import { Sentence } from "@/lib/bdi";
import { formatMoney } from "@/lib/format";
import { cn } from "@/lib/utils";
import { useUpdateClass } from "../api/save-class";
import { LEVEL_LABELS } from "@shared/constants";

function ActiveToggle({ klass }: { klass: ClassItem }) {
  const { t } = useTranslation();
  const update = useUpdateClass();
  const activate = !klass.isActive;
  const toggle = () =>
    update.mutate(
      { id: klass.id, isActive: activate },
      {
        onSuccess: () =>
          toast(
            activate
              ? {
                  title: t("Class Activated"),
                  description: (
                    <Sentence i18nKey="Families can now find and book “{{title}}”." values={{ title: klass.title }} />
                  ),
                }
              : {
                  title: t("Class Deactivated"),
                  description: (
                    <Sentence
                      i18nKey="“{{title}}” is hidden from families. You can activate it again at any time."
                      values={{ title: klass.title }}
                    />
                  ),
                },
          ),
        onError: () =>
          toast({
            title: t("Error"),
            description: t("Failed to save class. Please try again."),
            variant: "destructive",
          }),
      },
    );
  const label = update.isPending
    ? activate
      ? t("Activating...")
      : t("Deactivating...")
    : activate
      ? t("Activate")
      : t("Deactivate");
  return (
    <Button
      variant="ghost"
      size="sm"
      onClick={toggle}
      disabled={update.isPending}
      className="text-muted-foreground hover:text-foreground"
    >
      {update.isPending ? <Spinner /> : activate ? <Eye aria-hidden="true" /> : <EyeOff aria-hidden="true" />}
      {label} <span className="sr-only">{klass.title}</span>
    </Button>
  );
}

function Fact({ icon: Icon, label, value }: { icon: typeof Clock; label: string; value: string }) {
  return (
    <div className="min-w-0">
      <dt className="flex items-center gap-1 text-xs text-muted-foreground">
        <Icon className="size-3.5" aria-hidden="true" />
        {label}
      </dt>
      <dd className="mt-0.5 truncate font-semibold text-foreground">{value}</dd>
    </div>
  );
}

/** One of the teacher's classes: its facts, its state, Edit and Activate/Deactivate. */
export function ClassCard({ klass, onEdit }: { klass: ClassItem; onEdit: (klass: ClassItem) => void }) {
  const { t } = useTranslation();
  return (
    <Card interactive={false} className={cn("h-full", !klass.isActive && "bg-muted/40")}>
      <CardHeader className="gap-2 pb-3">
        <div className="flex flex-wrap items-center gap-2">
          {/* A class (حصة) is feminine in Arabic: its own forms ("Active_class"), "Active" in English. */}
          <Badge variant={klass.isActive ? "success" : "outline"}>
            {klass.isActive ? t("Active", { context: "class" }) : t("Inactive", { context: "class" })}
          </Badge>
          <Badge variant="gold">{t(LEVEL_LABELS[klass.level] ?? klass.level)}</Badge>
          {/* Only the owner's answers carry the link, and this card is the owner's. */}
          {klass.meetingUrl ? (
            <Badge variant="outline">
              <Video aria-hidden="true" />
              {t("Lesson link set")}
            </Badge>
          ) : null}
        </div>
        <CardTitle as="h3" dir="auto" className="break-words">
          {klass.title}
        </CardTitle>
        <CardDescription className="font-medium text-primary">{t(klass.subject)}</CardDescription>
      </CardHeader>
      <CardContent className="flex-1 space-y-4">
        <p dir="auto" className="line-clamp-2 text-sm text-muted-foreground">
          {klass.description}
        </p>
        <dl className="grid grid-cols-3 gap-3 rounded-lg bg-background/80 p-3 text-sm">
          <Fact icon={Clock} label={t("Duration")} value={t("{{count}} min", { count: klass.duration })} />
          <Fact icon={Wallet} label={t("Price")} value={formatMoney(klass.price, klass.currency)} />
          <Fact icon={Users} label={t("Students")} value={t("Max {{max}}", { max: klass.maxStudents })} />
        </dl>
      </CardContent>
      <CardFooter className="justify-between gap-2 border-t px-6 py-3">
        <ActiveToggle klass={klass} />
        <Button variant="outline" size="sm" onClick={() => onEdit(klass)}>
          <Pencil aria-hidden="true" />
          {t("Edit")} <span className="sr-only">{klass.title}</span>
        </Button>
      </CardFooter>
    </Card>
  );
}
