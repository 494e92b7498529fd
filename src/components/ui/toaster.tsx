/**
 * The site's one toaster: `toaster.create(...)` from anywhere, `<Toaster />` rendered once by
 * the layout. Only the forms raise toasts: an error or a success, a title and a line of text.
 *
 * Our own, small, rather than Chakra's `createToaster`: Zag's toast machines take tens of
 * milliseconds to start, more on a phone, inside the press that raises the first toast (most of
 * the work of the contact form's first "Invia"), unless their region is mounted ahead of time,
 * which puts that cost in every page's start instead. Here the region is an empty element from
 * the server on, and a toast is one React state update.
 *
 * Announced by the live region they appear in: `role="status"` (polite) for a success, `role="alert"`
 * (assertive) for an error, each region in the page from the start so screen readers follow it.
 */
import * as React from "react";
import { Box, Stack, Text } from "@chakra-ui/react";
import { CircleAlert, CircleCheck } from "lucide-react";
import { useDictionary } from "../../i18n/locale-context";

export type ToastType = "success" | "error";

export interface ToastOptions {
  type: ToastType;
  title: string;
  description?: string;
  /** How long it stays, in ms, while the visitor is not pointing at it or reading elsewhere. */
  duration?: number;
}

interface ShownToast extends Required<Omit<ToastOptions, "description">> {
  id: number;
  description?: string;
}

/** At most this many at once: a fourth pushes the oldest out. */
export const MAX_TOASTS = 3;
export const DEFAULT_DURATION_MS = 5_000;

/** The toasts on screen, as a minimal external store (React reads it with useSyncExternalStore). */
const createToastStore = () => {
  let toasts: readonly ShownToast[] = [];
  let nextId = 1;
  const listeners = new Set<() => void>();
  const set = (next: readonly ShownToast[]) => {
    toasts = next;
    listeners.forEach((listener) => listener());
  };
  return {
    create: (options: ToastOptions): number => {
      const toast: ShownToast = { id: nextId++, duration: DEFAULT_DURATION_MS, ...options };
      set([...toasts, toast].slice(-MAX_TOASTS));
      return toast.id;
    },
    dismiss: (id: number) => set(toasts.filter((toast) => toast.id !== id)),
    subscribe: (listener: () => void) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    current: () => toasts,
  };
};

export const toaster = createToastStore();

const NO_TOASTS: readonly ShownToast[] = [];

/** Whether the page is hidden (another tab, a locked phone): one listener for every toast. */
const subscribeToVisibility = (onChange: () => void) => {
  document.addEventListener("visibilitychange", onChange);
  return () => document.removeEventListener("visibilitychange", onChange);
};
const usePageHidden = () =>
  React.useSyncExternalStore(
    subscribeToVisibility,
    () => document.visibilityState === "hidden",
    () => false,
  );

/**
 * Dismisses a toast after its duration, counting only the time it is not paused: the page is
 * visible and the pointer or the focus is not on the toast (WCAG 2.2.1: a visitor can take the
 * time to read it).
 */
const useAutoDismiss = (toast: ShownToast, paused: boolean) => {
  const left = React.useRef(toast.duration);
  React.useEffect(() => {
    if (paused) return;
    const started = Date.now();
    const timer = window.setTimeout(() => toaster.dismiss(toast.id), left.current);
    return () => {
      window.clearTimeout(timer);
      left.current -= Date.now() - started;
    };
  }, [paused, toast.id]);
};

/**
 * Chakra's status colours put white text on its 600 shades (3.3:1 on green); the 700 shades keep
 * every line above 4.5:1 (WCAG AA).
 */
const BACKGROUNDS: Record<ToastType, string> = { error: "red.700", success: "green.700" };
const ICONS: Record<ToastType, typeof CircleAlert> = { error: CircleAlert, success: CircleCheck };

const ToastCard = ({ toast, pageHidden }: { toast: ShownToast; pageHidden: boolean }) => {
  const [pointedAt, setPointedAt] = React.useState(false);
  const [focused, setFocused] = React.useState(false);
  useAutoDismiss(toast, pageHidden || pointedAt || focused);
  const Icon = ICONS[toast.type];
  return (
    <Box
      data-type={toast.type}
      display="flex"
      alignItems="flex-start"
      gap="3"
      py="4"
      ps="4"
      pe="6"
      width={{ base: "full", md: "sm" }}
      borderRadius="l2"
      boxShadow="xl"
      bg={BACKGROUNDS[toast.type]}
      color="white"
      pointerEvents="auto"
      animationName="fade-in, slide-from-bottom"
      animationDuration="0.2s"
      _motionReduce={{ animation: "none" }}
      onPointerEnter={() => setPointedAt(true)}
      onPointerLeave={() => setPointedAt(false)}
      onFocus={() => setFocused(true)}
      onBlur={() => setFocused(false)}
    >
      <Box as="span" flexShrink="0" aria-hidden="true">
        <Icon size={20} />
      </Box>
      <Stack gap="1" flex="1" maxWidth="100%">
        <Text fontWeight="medium" textStyle="sm">
          {toast.title}
        </Text>
        {toast.description && <Text textStyle="sm">{toast.description}</Text>}
      </Stack>
    </Box>
  );
};

/** One live region per politeness; both present from the first render, empty until a toast. */
const LiveRegion = ({ role, toasts, pageHidden }: { role: "status" | "alert"; toasts: readonly ShownToast[]; pageHidden: boolean }) => (
  <Stack role={role} gap="3" alignItems="flex-end">
    {toasts.map((toast) => (
      <ToastCard key={toast.id} toast={toast} pageHidden={pageHidden} />
    ))}
  </Stack>
);

export const Toaster = () => {
  const { shared } = useDictionary();
  const toasts = React.useSyncExternalStore(toaster.subscribe, toaster.current, () => NO_TOASTS);
  const pageHidden = usePageHidden();
  return (
    <Box
      as="section"
      aria-label={shared.notifications}
      position="fixed"
      insetInlineEnd="4"
      insetInlineStart={{ base: "4", md: "auto" }}
      bottom="4"
      zIndex="toast"
      pointerEvents="none"
      display="flex"
      flexDirection="column"
      // The space between the two regions only when both hold a toast: an empty one takes none, so the
      // last toast sits at the window's edge, over the back-to-top link rather than half across it.
      css={{ "& > :not(:empty) ~ :not(:empty)": { marginTop: "3" } }}
    >
      <LiveRegion role="alert" toasts={toasts.filter((toast) => toast.type === "error")} pageHidden={pageHidden} />
      <LiveRegion role="status" toasts={toasts.filter((toast) => toast.type === "success")} pageHidden={pageHidden} />
    </Box>
  );
};
