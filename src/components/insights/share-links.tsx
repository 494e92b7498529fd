import * as React from "react";
import { Box, chakra, Heading, Text } from "@chakra-ui/react";
import { Link2, Mail, Share2 } from "lucide-react";
import { useDictionary } from "../../i18n/locale-context";
import { emailShareHref, linkedInShareUrl } from "../../lib/articles/share-links";
import { hydratedOnItsOwn, StaticContent } from "../../start-up";
import { NewTabNotice } from "../shared/new-tab-notice";

const shareControl = {
  display: "inline-flex",
  alignItems: "center",
  gap: "2",
  minH: "11",
  px: "4",
  borderRadius: "full",
  borderWidth: "1px",
  borderColor: "gray.300",
  bg: "white",
  color: "brand.fg",
  fontWeight: "700",
  fontSize: "sm",
  textDecoration: "none",
  cursor: "pointer",
  _hover: { bg: "brand.subtle" },
} as const;

/** Copies the article's address, and says so. The fallback for a browser without the Clipboard API selects nothing: the message asks to copy from the address bar. */
const copyToClipboard = async (text: string): Promise<boolean> => {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    return false;
  }
};

/**
 * "Copia il link": a button, so a press made before the page's scripts have started is held and
 * replayed once they have (docs/start-up.md); a part hydrated on its own, so that press waits for
 * nothing else. The result is said in a polite live region beside it.
 */
const CopyLinkButton = hydratedOnItsOwn("CopyLinkButton", ({ url }: { url: string }) => {
  const { insights: words } = useDictionary();
  const [result, setResult] = React.useState<"copied" | "failed" | null>(null);
  const copy = React.useCallback(() => {
    void copyToClipboard(url).then((copied) => setResult(copied ? "copied" : "failed"));
  }, [url]);
  return (
    <>
      <chakra.button type="button" onClick={copy} {...shareControl} data-copy-link="">
        <Link2 size={18} aria-hidden="true" />
        {words.article.share.copyLink}
      </chakra.button>
      <Text as="p" role="status" aria-live="polite" aria-atomic="true" w="full" fontSize="sm" color="text.muted" minH="5">
        {result === "copied" ? words.article.share.copied : result === "failed" ? words.article.share.copyFailed : ""}
      </Text>
    </>
  );
});

/** LinkedIn's share page, an e-mail and the copy button: plain links and one button, no third party's script. */
export const ShareLinks = ({ url, title, lead }: { url: string; title: string; lead: string }) => {
  const { insights: words } = useDictionary();
  return (
    <Box as="section" aria-labelledby="condividi-titolo" data-share="">
      <StaticContent>
        <Heading as="h2" id="condividi-titolo" fontSize="sm" fontWeight="800" letterSpacing="0.08em" textTransform="uppercase" color="accent.fg">
          {words.article.share.title}
        </Heading>
      </StaticContent>
      <Box display="flex" flexWrap="wrap" gap="3" mt="3">
        <StaticContent>
          <chakra.a href={linkedInShareUrl(url)} target="_blank" rel="noopener noreferrer" {...shareControl}>
            <Share2 size={18} aria-hidden="true" />
            {words.article.share.linkedIn}
            <NewTabNotice />
          </chakra.a>
          <chakra.a href={emailShareHref(title, words.article.share.emailBody(lead, url))} {...shareControl}>
            <Mail size={18} aria-hidden="true" />
            {words.article.share.email}
          </chakra.a>
        </StaticContent>
        <CopyLinkButton url={url} />
      </Box>
    </Box>
  );
};
