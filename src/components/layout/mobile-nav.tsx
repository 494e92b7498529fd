import * as React from "react";
import { IconButton } from "@chakra-ui/react";
import { Menu } from "lucide-react";

// The drawer's dialog machinery (focus trap, scroll lock, dismissal) is most of its weight and
// no desktop visitor needs it: it is fetched at the first tap. Not earlier on idle: webpack
// shares its dismissal code with the forms' chunk, which would bring supabase-js along.
const MobileNavDrawer = React.lazy(() => import("./mobile-nav-drawer"));

interface MobileNavProps {
  pathname: string;
  brandName: string;
  onBookCall: () => void;
}

/** The phone menu's button, and the drawer it opens. */
export const MobileNav = ({ pathname, brandName, onBookCall }: MobileNavProps) => {
  const [open, setOpen] = React.useState(false);
  // Mounted from the first opening on, so closing can animate and reopening is instant.
  const [wanted, setWanted] = React.useState(false);
  const buttonRef = React.useRef<HTMLButtonElement>(null);

  return (
    <>
      <IconButton
        ref={buttonRef}
        aria-label="Apri il menu"
        aria-haspopup="dialog"
        aria-expanded={open}
        variant="ghost"
        color="white"
        _hover={{ bg: "whiteAlpha.200" }}
        display={{ base: "inline-flex", lg: "none" }}
        onClick={() => {
          setWanted(true);
          setOpen(true);
        }}
      >
        <Menu aria-hidden="true" />
      </IconButton>
      {wanted ? (
        <React.Suspense fallback={null}>
          <MobileNavDrawer
            open={open}
            onOpenChange={setOpen}
            pathname={pathname}
            brandName={brandName}
            onBookCall={onBookCall}
            returnFocusTo={buttonRef}
          />
        </React.Suspense>
      ) : null}
    </>
  );
};
