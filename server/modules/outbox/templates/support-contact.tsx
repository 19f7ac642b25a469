import { Link } from "@react-email/link";
import { SUPPORT } from "@shared/constants";
import { Paragraph } from "./layout";
import { STYLES } from "./theme";

/** The support phone and address in the body of a mail that asks the reader to tell us at once. */
export function SupportContact({ lead }: { lead: string }) {
  return (
    <Paragraph>
      {`${lead} on ${SUPPORT.phone} or write to `}
      <Link href={`mailto:${SUPPORT.email}`} style={STYLES.link}>
        {SUPPORT.email}
      </Link>
      .
    </Paragraph>
  );
}
