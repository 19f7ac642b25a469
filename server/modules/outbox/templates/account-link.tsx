import { Link } from "@react-email/link";
import { Text } from "@react-email/text";
import { ActionButton, Paragraph } from "./layout";
import { COLOURS, STYLES } from "./theme";

/** What stands where the one-time link was, once the outbox erased its token. */
export const LINK_REMOVED_NOTE = "(the link was removed from the outbox once the mail was sent)";

/**
 * A one-time link as a button, with its address spelled out for mail apps that hide buttons (the
 * plain-text part already shows it after the button's label). Without a token, the note instead.
 */
export function AccountLink({ href, label }: { href: string | null; label: string }) {
  if (href === null) return <Paragraph>{LINK_REMOVED_NOTE}</Paragraph>;
  return (
    <>
      <ActionButton href={href}>{label}</ActionButton>
      <Text data-skip-in-text style={{ ...STYLES.small, wordBreak: "break-all" }}>
        If the button does not work, copy this address into your browser:{" "}
        <Link href={href} style={{ ...STYLES.link, color: COLOURS.muted }}>
          {href}
        </Link>
      </Text>
    </>
  );
}
