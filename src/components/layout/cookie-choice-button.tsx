import * as React from "react";
import { Link } from "@chakra-ui/react";
import { requestCookieChoice } from "../../lib/cookie-consent";

type LinkStyle = Omit<React.ComponentProps<typeof Link>, "asChild" | "children" | "onClick">;

/** "Gestisci cookie": shows the cookie banner again, a button that looks like the links around it. */
export const CookieChoiceButton = (style: LinkStyle) => (
  <Link asChild {...style}>
    <button type="button" onClick={() => requestCookieChoice()}>
      Gestisci cookie
    </button>
  </Link>
);
