/**
 * The site's one toaster: `toaster.create(...)` from anywhere, `<Toaster />` rendered
 * once by the layout. Toasts are announced to screen readers by Chakra's live region.
 *
 * Only the forms raise toasts, so the region (Zag's toast machine, about 35 ms of a page's
 * start at CPU 1×, four times that on a phone) is mounted when a form's code starts loading
 * (`prepareToasts`), still well before its first toast, not on every page at start-up.
 */
import * as React from "react";
import { Toaster as ChakraToaster, Portal, Spinner, Stack, Toast, createToaster } from "@chakra-ui/react";

export const toaster = createToaster({
  placement: "bottom-end",
  pauseOnPageIdle: true,
  max: 3,
});

/**
 * Chakra's status toasts put white text on its 600 shades (3.3:1 on green) and dim the
 * description; the 700 shades keep every line above 4.5:1 (WCAG AA).
 */
const STATUS_BACKGROUNDS = {
  "&[data-type=error]": { bg: "red.700" },
  "&[data-type=success]": { bg: "green.700" },
  "&[data-type=warning]": { bg: "orange.700" },
} as const;

let showRegion: (() => void) | undefined;
let regionWanted = false;

/** Mounts the toast region if it is not there yet (a form is about to be usable). */
export const prepareToasts = (): void => {
  regionWanted = true;
  showRegion?.();
};

export const Toaster = () => {
  const [shown, setShown] = React.useState(false);
  React.useEffect(() => {
    showRegion = () => setShown(true);
    // eslint-disable-next-line react-hooks/set-state-in-effect -- a form may have asked before the layout mounted
    if (regionWanted) setShown(true);
    return () => {
      showRegion = undefined;
    };
  }, []);
  return shown ? <ToastRegion /> : null;
};

const ToastRegion = () => (
  <Portal>
    {/* The label replaces the library's English "Notifications, bottom-end (alt+T)". */}
    <ChakraToaster toaster={toaster} insetInline={{ mdDown: "4" }} aria-label="Notifiche">
      {(toast) => (
        <Toast.Root width={{ md: "sm" }} css={STATUS_BACKGROUNDS}>
          {toast.type === "loading" ? <Spinner size="sm" color="brand.solid" /> : <Toast.Indicator />}
          <Stack gap="1" flex="1" maxWidth="100%">
            {toast.title && <Toast.Title>{toast.title}</Toast.Title>}
            {toast.description && <Toast.Description opacity="1">{toast.description}</Toast.Description>}
          </Stack>
          {toast.action && <Toast.ActionTrigger>{toast.action.label}</Toast.ActionTrigger>}
          {toast.closable && <Toast.CloseTrigger aria-label="Chiudi notifica" />}
        </Toast.Root>
      )}
    </ChakraToaster>
  </Portal>
);
