import * as React from "react";
import { Link } from "@chakra-ui/react";
import { cookieBannerOpener } from "../../start-up";
import { useDictionary } from "../../i18n/locale-context";

type LinkStyle = Omit<React.ComponentProps<typeof Link>, "asChild" | "children" | "onClick">;

/**
 * "Gestisci cookie": shows the cookie banner again, a button that looks like the links around it.
 * The page script handles the press (src/start-up/page-script), so it works before React is live.
 */
export const CookieChoiceButton = (style: LinkStyle) => {
  const { cookieBanner: words } = useDictionary();
  return (
    <Link asChild {...style}>
      <button type="button" {...cookieBannerOpener}>
        {words.manage}
      </button>
    </Link>
  );
};
