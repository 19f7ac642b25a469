import { SHOP_NAME } from "@shared/constants";
import { TOKEN_LIFETIME_MS } from "../mail-data";
import { AccountLink } from "./account-link";
import { Greeting, MailLayout, Paragraph } from "./layout";
import { lifetimeWords } from "./mail-format";
import type { AccountMailProps } from "./mail-props";

export function VerifyEmailMail({ data, links }: AccountMailProps) {
  return (
    <MailLayout
      preview={`Confirm that ${data.email} is your address.`}
      title="Verify your e-mail address"
      reason={`You are getting this e-mail because someone asked to use this address for a ${SHOP_NAME} account.`}
      homeUrl={links.home}
    >
      <Greeting firstName={data.firstName} />
      <Paragraph>{`Please confirm that ${data.email} is your e-mail address for your ${SHOP_NAME} account.`}</Paragraph>
      <AccountLink href={data.token === null ? null : links.verifyEmail(data.token)} label="Verify this address" />
      <Paragraph>
        {`The link works for ${lifetimeWords(TOKEN_LIFETIME_MS.verify_email)}. If you did not ask for this, ignore this mail: nothing changes.`}
      </Paragraph>
    </MailLayout>
  );
}
