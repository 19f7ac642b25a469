import { SHOP_NAME } from "@shared/constants";
import { ActionButton, Greeting, MailLayout, Paragraph } from "./layout";
import { mailDateTime } from "./mail-format";
import type { AccountMailProps } from "./mail-props";
import { SupportContact } from "./support-contact";

/** To the account's address after its password changed (on My Profile or through a reset link). */
export function PasswordChangedMail({ data, links }: AccountMailProps) {
  const when = data.changedAt ? mailDateTime(data.changedAt) : "";
  return (
    <MailLayout
      preview="If this was not you, choose a new password now."
      title="Your password was changed"
      reason={`You are getting this e-mail because the password of the ${SHOP_NAME} account of this address was changed.`}
      homeUrl={links.home}
    >
      <Greeting firstName={data.firstName} />
      <Paragraph>{`The password of your ${SHOP_NAME} account was changed${when ? ` on ${when} (IST)` : ""}.`}</Paragraph>
      <Paragraph>If this was you, there is nothing to do.</Paragraph>
      <Paragraph>If it was not you, choose a new password now:</Paragraph>
      <ActionButton href={links.forgotPassword}>Choose a new password</ActionButton>
      <SupportContact lead="Then tell us: call us" />
    </MailLayout>
  );
}
