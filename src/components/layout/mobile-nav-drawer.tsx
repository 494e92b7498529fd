import * as React from "react";
import { Link as GatsbyLink } from "gatsby";
import { CloseButton, Drawer, Portal, Stack } from "@chakra-ui/react";
import { Logo } from "./logo";
import { NavLinks } from "./nav-links";
import { ActionButton } from "../ui/action-button";

export interface MobileNavDrawerProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  pathname: string;
  brandName: string;
  onBookCall: () => void;
  /** The menu button, which gets focus back when the drawer closes. */
  returnFocusTo: React.RefObject<HTMLButtonElement>;
}

/**
 * The phone menu: a full-width drawer. Chakra's Drawer keeps focus inside while it is
 * open, closes on Escape and gives focus back to the menu button.
 */
const MobileNavDrawer = ({ open, onOpenChange, pathname, brandName, onBookCall, returnFocusTo }: MobileNavDrawerProps) => {
  const close = () => onOpenChange(false);
  // Mounted closed, then opened: the dialog machine sets up the focus trap, Escape and outside
  // clicks on the way into its open state, not when it starts there.
  const [shownOpen, setShownOpen] = React.useState(false);
  React.useEffect(() => setShownOpen(open), [open]);
  return (
    <Drawer.Root
      open={shownOpen}
      onOpenChange={(details) => onOpenChange(details.open)}
      placement="end"
      size="full"
      finalFocusEl={() => returnFocusTo.current}
    >
      <Portal>
        <Drawer.Backdrop />
        <Drawer.Positioner>
          <Drawer.Content bg="surface.darker" color="white">
            <Drawer.Header justifyContent="space-between" alignItems="center">
              <Drawer.Title asChild>
                <GatsbyLink to="/" onClick={close} aria-label={`${brandName}, torna alla home`}>
                  <Logo brandName={brandName} />
                </GatsbyLink>
              </Drawer.Title>
              <Drawer.CloseTrigger asChild position="static">
                <CloseButton aria-label="Chiudi il menu" color="white" _hover={{ bg: "whiteAlpha.200" }} />
              </Drawer.CloseTrigger>
            </Drawer.Header>
            <Drawer.Body>
              <nav aria-label="Menu principale">
                <Stack gap="2" pt="6">
                  <NavLinks pathname={pathname} direction="column" onNavigate={close} />
                </Stack>
              </nav>
              <ActionButton
                variant="cta"
                size="lg"
                mt="10"
                width="full"
                onClick={() => {
                  close();
                  onBookCall();
                }}
              >
                Prenota un call
              </ActionButton>
            </Drawer.Body>
          </Drawer.Content>
        </Drawer.Positioner>
      </Portal>
    </Drawer.Root>
  );
};

export default MobileNavDrawer;
