import * as React from "react";
import { Container, Flex, HStack, IconButton, Stack, chakra } from "@chakra-ui/react";
import { Menu, X } from "lucide-react";
import { LogoLink } from "./logo";
import { NavLinks } from "./nav-links";
import { LanguageSwitcher } from "./language-switcher";
import { ActionButton } from "../ui/action-button";
import { invokerAttributes, runCommandWithoutInvokers } from "../../lib/dom/invoker-commands";
import { useDictionary } from "../../i18n/locale-context";
import { SearchButton, type SiteSearch } from "../search/site-search";

/** The id the menu button and the close button point to (also used by the theme's scroll lock). */
export const MOBILE_MENU_ID = "menu-mobile";

const Dialog = chakra("dialog");

interface MobileNavProps {
  pathname: string;
  brandName: string;
  onBookCall: () => void;
  search: SiteSearch;
}

const FOCUSABLE = "a[href], button:not([disabled])";

/**
 * Tab and Shift+Tab go round inside the open menu. The browser alone would let the focus
 * leave the page for its own toolbar after the last link; a full-screen menu keeps it.
 */
const keepTabInside = (event: React.KeyboardEvent<HTMLDialogElement>) => {
  if (event.key !== "Tab") return;
  const focusable = Array.from(event.currentTarget.querySelectorAll<HTMLElement>(FOCUSABLE));
  const first = focusable[0];
  const last = focusable[focusable.length - 1];
  if (!first || !last) return;
  if (!event.shiftKey && document.activeElement === last) {
    event.preventDefault();
    first.focus();
  } else if (event.shiftKey && document.activeElement === first) {
    event.preventDefault();
    last.focus();
  }
};

/**
 * The phone menu: a full-width drawer, as a native modal `<dialog>` opened and closed by
 * invoker-command buttons. The browser opens it on the first tap, before the page's
 * scripts start, keeps the rest of the page inert while it is open (focus stays inside),
 * closes it on Escape and gives the focus back to the menu button. The page's scripts only
 * close it when a link is chosen (before they start, a link loads the new page anyway).
 */
export const MobileNav = ({ pathname, brandName, onBookCall, search }: MobileNavProps) => {
  const dialogRef = React.useRef<HTMLDialogElement>(null);
  const close = () => dialogRef.current?.close();
  const { layout: words } = useDictionary();

  return (
    <>
      {/* asChild: Chakra passes only the attributes it knows, and the invoker ones are new. */}
      <IconButton asChild size="lg" variant="ghost" color="white" _hover={{ bg: "whiteAlpha.200" }} display={{ base: "inline-flex", lg: "none" }}>
        <button
          type="button"
          {...invokerAttributes(MOBILE_MENU_ID, "show-modal")}
          aria-label={words.openMenu}
          aria-haspopup="dialog"
          onClick={() => runCommandWithoutInvokers(dialogRef.current, "show-modal")}
        >
          <Menu aria-hidden="true" />
        </button>
      </IconButton>
      <Dialog
        ref={dialogRef}
        id={MOBILE_MENU_ID}
        onKeyDown={keepTabInside}
        aria-label={words.phoneMenu}
        m="0"
        p="0"
        border="0"
        insetInlineStart="auto"
        insetInlineEnd="0"
        w="100%"
        maxW="100%"
        h="100dvh"
        maxH="100dvh"
        bg="surface.darker"
        color="white"
        overflowY="auto"
        // Opens fully opaque while it slides the last 1.5rem from the side, so the close button and
        // the links are there from the first frame after the tap (a fade-in would keep them invisible
        // for three more frames, a slide across the whole screen off screen for over a tenth of a
        // second); it fades out as it closes. With reduced motion the global rule ends the
        // transition at once.
        opacity="0"
        transform="translateX(1.5rem)"
        transition="opacity 0.2s ease-out, transform 0.2s ease-out, overlay 0.2s allow-discrete, display 0.2s allow-discrete"
        css={{
          "&[open]": { opacity: 1, transform: "none" },
          "@starting-style": { "&[open]": { transform: "translateX(1.5rem)" } },
          // eslint-disable-next-line altura/design-tokens -- a raw colour: ::backdrop inherits the theme's variables only in recent browsers (2024), older ones would show no backdrop
          "&::backdrop": { background: "rgba(7, 21, 42, 0.6)" },
        }}
      >
        {/* The header's bar, in the same place: the logo and the button do not move when the menu opens. */}
        <Container maxW="7xl">
          <Flex h="header.compact" align="center" justify="space-between" gap="6">
            <LogoLink brandName={brandName} onClick={close} />
            <HStack gap="2">
              <SearchButton search={search} onOpen={close} />
              <IconButton asChild size="lg" variant="ghost" color="white" _hover={{ bg: "whiteAlpha.200" }}>
                <button
                  type="button"
                  {...invokerAttributes(MOBILE_MENU_ID, "close")}
                  aria-label={words.closeMenu}
                  onClick={() => runCommandWithoutInvokers(dialogRef.current, "close")}
                >
                  <X aria-hidden="true" />
                </button>
              </IconButton>
            </HStack>
          </Flex>
        </Container>
        <Container maxW="7xl" pb="10">
          <nav aria-label={words.mainMenu}>
            <Stack gap="2" pt="6">
              <NavLinks pathname={pathname} direction="column" onNavigate={close} />
            </Stack>
          </nav>
          <LanguageSwitcher placement="menu" onNavigate={close} />
          <ActionButton
            variant="cta"
            cta="menu-book-call"
            size="lg"
            mt="10"
            // The phone's width; on a tablet, its own width under the links rather than a 700 px bar.
            width={{ base: "full", md: "auto" }}
            onClick={() => {
              close();
              onBookCall();
            }}
          >
            {words.bookCall}
          </ActionButton>
        </Container>
      </Dialog>
    </>
  );
};
