import { SHOP_NAME } from "@shared/constants";
import { TOKEN_LIFETIME_MS } from "../mail-data";
import { AccountLink } from "./account-link";
import { Greeting, MailLayout, Paragraph } from "./layout";
import { lifetimeWords } from "./mail-format";
import type { NewsletterMailProps } from "./mail-props";

/**
 * Double opt-in: anyone can type any address into the newsletter box, so nothing is sent to it until
 * its owner opens this link. The mail names only the address: no text of the asker's choosing.
 */
export function NewsletterConfirmMail({ data, links }: NewsletterMailProps) {
  return (
    <MailLayout
      preview={`Please confirm that ${data.email} should get our newsletter.`}
      title="Confirm your subscription"
      reason={`You are getting this e-mail because someone asked for the ${SHOP_NAME} newsletter to be sent to this address.`}
      homeUrl={links.home}
    >
      <Greeting firstName={null} />
      <Paragraph>
        {`Someone, we hope you, asked for the ${SHOP_NAME} newsletter (offers, new arrivals and parenting tips, about twice a month) to be sent to ${data.email}. We send it only once you confirm.`}
      </Paragraph>
      <AccountLink href={data.token === null ? null : links.newsletterConfirm(data.email, data.token)} label="Confirm my subscription" />
      <Paragraph>
        {`The link works for ${lifetimeWords(TOKEN_LIFETIME_MS.newsletter_confirm)}. If you did not ask for this, ignore this mail: you will get no newsletter, and we forget the address after that.`}
      </Paragraph>
    </MailLayout>
  );
}
