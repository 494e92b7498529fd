/**
 * The site search's entry points, the part every page carries: the header's button, the phone
 * menu's, the `/` and Ctrl/⌘+K shortcuts, and the dialog's slot. The dialog and Pagefind load
 * only when the search is about to be used: the button hovered or focused, or the search opened
 * (docs/search.md).
 *
 * Before React is live, a press on either button is held and replayed once it is
 * (src/start-up/held-presses.ts): it opens the dialog then.
 */
import * as React from "react";
import { IconButton } from "@chakra-ui/react";
import { Search } from "lucide-react";
import { useDictionary } from "../../i18n/locale-context";

const loadDialog = () => import("./search-dialog");
const SearchDialog = React.lazy(loadDialog);

/** The header's button, where the focus goes back when the dialog closes after being opened elsewhere. */
export const SEARCH_BUTTON_ID = "cerca-nel-sito";

/** Start downloading the dialog and Pagefind's script, so opening shows the field at once. */
const preload = () => {
  loadDialog()
    .then((dialog) => dialog.preloadSearch())
    .catch(() => undefined); // the dialog says so if it cannot load when opened
};

/** Typing in a field, or in something editable: `/` is a character there, not a shortcut. */
const isTyping = (target: EventTarget | null): boolean =>
  target instanceof HTMLElement && (target.isContentEditable || /^(INPUT|TEXTAREA|SELECT)$/.test(target.tagName));

const isShortcut = (event: KeyboardEvent): boolean =>
  (event.key === "/" && !event.ctrlKey && !event.metaKey && !event.altKey) ||
  (event.key.toLowerCase() === "k" && (event.ctrlKey || event.metaKey) && !event.altKey);

export interface SiteSearch {
  /** Opens the dialog; the focus returns to `opener` when it closes, or to the header's button. */
  open: (opener?: HTMLElement | null) => void;
  preload: () => void;
  /** The dialog once opened, to render anywhere in the layout. */
  dialog: React.ReactNode;
}

export const useSiteSearch = (): SiteSearch => {
  // Each opening is a session of its own, 0 while closed. The browser closes the dialog at once (Escape)
  // but says so a task later (its close event): a shortcut pressed in between opens a new dialog, and
  // the late close event of the one before must not close it.
  const [session, setSession] = React.useState(0);
  const lastSession = React.useRef(0);
  const opener = React.useRef<HTMLElement | null>(null);

  const open = React.useCallback((from?: HTMLElement | null) => {
    opener.current = from ?? null;
    lastSession.current += 1;
    setSession(lastSession.current);
  }, []);

  const close = React.useCallback((closed: number) => {
    if (closed !== lastSession.current) return;
    setSession(0);
    const target = opener.current && opener.current.getClientRects().length > 0 ? opener.current : document.getElementById(SEARCH_BUTTON_ID);
    target?.focus();
  }, []);

  React.useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.defaultPrevented || !isShortcut(event) || isTyping(event.target) || document.querySelector("dialog[open]")) return;
      event.preventDefault();
      open(document.activeElement instanceof HTMLElement ? document.activeElement : null);
    };
    document.addEventListener("keydown", onKeyDown);
    return () => document.removeEventListener("keydown", onKeyDown);
  }, [open]);

  const dialog = session ? (
    <React.Suspense fallback={null}>
      <SearchDialog key={session} onClose={() => close(session)} />
    </React.Suspense>
  ) : null;
  return { open, preload, dialog };
};

interface SearchButtonProps {
  search: SiteSearch;
  id?: string;
  /** Called before the dialog opens (the phone menu closes itself). */
  onOpen?: () => void;
}

/** A magnifier button that opens the search; hovering or focusing it loads the search ahead. */
export const SearchButton = ({ search, id, onOpen }: SearchButtonProps) => {
  const { search: words } = useDictionary();
  return (
    <IconButton
      id={id}
      size="lg"
      variant="ghost"
      color="white"
      _hover={{ bg: "whiteAlpha.200" }}
      aria-label={words.open}
      aria-haspopup="dialog"
      onPointerEnter={search.preload}
      onFocus={search.preload}
      onClick={(event) => {
        onOpen?.();
        search.open(id ? event.currentTarget : null);
      }}
    >
      <Search aria-hidden="true" />
    </IconButton>
  );
};
