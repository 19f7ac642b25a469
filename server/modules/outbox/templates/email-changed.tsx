import { SHOP_NAME } from "@shared/constants";
import { Greeting, MailLayout, Notice, Paragraph } from "./layout";
import { mailDateTime } from "./mail-format";
import type { AccountMailProps } from "./mail-props";
import { SupportContact } from "./support-contact";

/** To the account's old address once a new one was verified; `data.email` is the new address. */
export function EmailChangedMail({ data, links }: AccountMailProps) {
  const when = data.changedAt ? mailDateTime(data.changedAt) : "";
  return (
    <MailLayout
      preview={`Your account's e-mail address is now ${data.email}.`}
      title="Your e-mail address was changed"
      reason={`You are getting this e-mail because this address was the e-mail address of a ${SHOP_NAME} account until now.`}
      homeUrl={links.home}
    >
      <Greeting firstName={data.firstName} />
      <Paragraph>{`The e-mail address of your ${SHOP_NAME} account was changed${when ? ` on ${when} (IST)` : ""}. It is now:`}</Paragraph>
      <Notice>{data.email}</Notice>
      <Paragraph>Mails about your orders go there from now on.</Paragraph>
      <SupportContact lead="If you did not ask for this, call us at once" />
    </MailLayout>
  );
}
