import type { MailState } from "@shared/constants";
import { Badge } from "@/components/ui/badge";
import { MAIL_STATE_LABELS, MAIL_STATE_VARIANTS } from "../lib/mail-labels";

export function MailStateBadge({ state }: { state: MailState }) {
  return <Badge variant={MAIL_STATE_VARIANTS[state]}>{MAIL_STATE_LABELS[state]}</Badge>;
}
