import * as React from "react";
import { Box, Link } from "@chakra-ui/react";
import { useSiteSettings } from "../../hooks/use-site-settings";
import { useDictionary } from "../../i18n/locale-context";

export type FormFault = "code" | "send";

const MailLink = () => {
  const { email } = useSiteSettings();
  return (
    <Link href={`mailto:${email}`} color="inherit" fontWeight="700" textDecoration="underline">
      {email}
    </Link>
  );
};

/**
 * A failure the visitor must see, in the form itself (a toast goes away; this stays until the
 * next attempt), announced at once (role="alert"), with the firm's address: `code` when the form's
 * code did not arrive (a deploy replaced it, the connection dropped), `send` when the send failed.
 * Everything typed stays in the form.
 */
export const FormFaultNotice = ({ fault }: { fault: FormFault }) => {
  const { forms: words } = useDictionary();
  return (
    <Box
      role="alert"
      data-form-fault={fault}
      bg="white"
      color="text"
      borderRadius="md"
      borderLeftWidth="4px"
      borderLeftColor="red.600"
      px="4"
      py="3"
      fontSize="sm"
    >
      {words.faults[fault]} <MailLink />.
    </Box>
  );
};

/**
 * For browsers without JavaScript, which cannot send the form: how to reach the firm instead.
 * Plain elements (nothing of the style runtime lives inside <noscript>).
 */
export const NoScriptNotice = () => {
  const { email } = useSiteSettings();
  const { forms: words } = useDictionary();
  return (
    <noscript>
      <p data-form-noscript="" style={{ background: "#fff", color: "#1a202c", padding: "12px 16px", borderRadius: "6px", margin: "0 0 16px" }}>
        {words.noScript}{" "}
        <a href={`mailto:${email}`} style={{ color: "inherit", fontWeight: 700, textDecoration: "underline" }}>
          {email}
        </a>
        .
      </p>
    </noscript>
  );
};

/** While the proof-of-work is still being solved at submit: a polite, visible status. Empty otherwise, but present, so it is announced. */
export const VerifyingStatus = ({ verifying }: { verifying: boolean }) => {
  const { forms: words } = useDictionary();
  return (
    // eslint-disable-next-line altura/design-tokens -- one line of its own text (1lh follows its font size), kept while empty so the status appearing moves nothing
    <Box role="status" aria-live="polite" data-form-verifying={verifying ? "" : undefined} color="inherit" fontSize="sm" minH="1lh">
      {verifying ? words.verifying : ""}
    </Box>
  );
};
