/**
 * The search dialog, loaded on demand (site-search.tsx): a native modal `<dialog>`, so the browser
 * makes the page behind inert, keeps the focus inside and closes it on Escape; the focus then goes
 * back to the button that opened it (site-search.tsx).
 *
 * A labelled search field; the kinds as a radio group (Tutto, Corsi, Eventi, Approfondimenti, Servizi, Pagine); the
 * results as links with their title, kind and an excerpt with the matched words marked; one polite
 * status line that says how many results there are; and, when nothing matches, the ways forward:
 * the course catalogue and the contact form. ArrowDown from the field goes to the first result,
 * ArrowUp and ArrowDown move between results, ArrowUp from the first goes back to the field.
 */
import * as React from "react";
import { Link as GatsbyLink } from "gatsby";
import { Badge, Box, Flex, HStack, Heading, IconButton, Input, Link, Stack, Text, chakra } from "@chakra-ui/react";
import { X } from "lucide-react";
import { useDictionary, useLocale } from "../../i18n/locale-context";
import type { Dictionary } from "../../i18n/dictionary";
import { routePath } from "../../../supabase/functions/_shared/site-contract/route-map";
import { SEARCH_KINDS, type SearchKind } from "../../lib/search/search-kinds";
import { loadPagefind, searchSite, type SearchOutcome } from "../../lib/search/pagefind-client";
import { CONTACT_SECTION_ID } from "../../hooks/use-book-call";
import { trackEvent } from "../../lib/analytics/page-analytics";

const Dialog = chakra("dialog");

/** Wait for a pause in typing before searching: each search of a new word fetches a chunk of the index. */
const TYPING_PAUSE_MS = 120;

const TITLE_ID = "cerca-titolo";
const FIELD_ID = "cerca-campo";
const HINT_ID = "cerca-aiuto";
const RESULTS_ID = "cerca-risultati";

/** Pagefind's script and the index's entry, ahead of the first search. */
export const preloadSearch = (): Promise<unknown> => loadPagefind();

type State =
  | { status: "idle" }
  /** `previous`: the last answer, kept on screen while the next one comes, so the list does not blink at each key. */
  | { status: "searching"; query: string; previous: SearchOutcome | null }
  | { status: "done"; query: string; outcome: SearchOutcome }
  | { status: "failed" };

/** The last answer Pagefind gave, for which query and kind. */
interface Answer {
  query: string;
  kind: SearchKind | null;
  outcome: SearchOutcome | "failed";
}

/** Searches once typing pauses; until the answer for the current query and kind is in, the state is "searching". */
const useSearch = (query: string, kind: SearchKind | null): State => {
  const trimmed = query.trim();
  const [answer, setAnswer] = React.useState<Answer | null>(null);
  React.useEffect(() => {
    if (!trimmed) return undefined;
    let current = true;
    const timer = window.setTimeout(() => {
      searchSite(trimmed, kind).then(
        (outcome) => {
          if (current && outcome) setAnswer({ query: trimmed, kind, outcome });
        },
        () => {
          if (current) setAnswer({ query: trimmed, kind, outcome: "failed" });
        },
      );
    }, TYPING_PAUSE_MS);
    return () => {
      current = false;
      window.clearTimeout(timer);
    };
  }, [trimmed, kind]);
  if (!trimmed) return { status: "idle" };
  if (!answer || answer.query !== trimmed || answer.kind !== kind) {
    return { status: "searching", query: trimmed, previous: answer && answer.outcome !== "failed" ? answer.outcome : null };
  }
  return answer.outcome === "failed" ? { status: "failed" } : { status: "done", query: trimmed, outcome: answer.outcome };
};

/**
 * The status line, which is also the live region: the number of results, or that nothing matched.
 * While the next answer comes it keeps the last count, so a screen reader hears one count per pause
 * in typing, not "searching" at every key.
 */
const statusText = (state: State, words: Dictionary["search"]): string => {
  switch (state.status) {
    case "done":
      return state.outcome.total === 0 ? words.nothingFound(state.query) : words.resultCount(state.outcome.total);
    case "failed":
      return words.unavailable;
    case "searching":
      if (!state.previous) return words.searching;
      return state.previous.total === 0 ? "" : words.resultCount(state.previous.total);
    default:
      return "";
  }
};

/**
 * Page analytics' "Search used", once per opening of the dialog in which a search was answered,
 * when it closes: how many results the last answer had, never what was typed.
 */
const useSearchReported = (state: State): void => {
  const lastResults = React.useRef<number | null>(null);
  React.useEffect(() => {
    if (state.status === "done") lastResults.current = state.outcome.total;
  });
  React.useEffect(
    () => () => {
      if (lastResults.current !== null) trackEvent("Search used", { results: lastResults.current });
    },
    [],
  );
};

/** The results' links, in order. */
const resultLinks = (dialog: HTMLElement | null): HTMLAnchorElement[] => Array.from(dialog?.querySelectorAll<HTMLAnchorElement>(`#${RESULTS_ID} a`) ?? []);

export default function SearchDialog({ onClose }: { onClose: () => void }) {
  const { search: words } = useDictionary();
  const locale = useLocale();
  const dialogRef = React.useRef<HTMLDialogElement>(null);
  const fieldRef = React.useRef<HTMLInputElement>(null);
  const [query, setQuery] = React.useState("");
  const [kind, setKind] = React.useState<SearchKind | null>(null);
  const state = useSearch(query, kind);
  useSearchReported(state);

  React.useLayoutEffect(() => {
    const dialog = dialogRef.current;
    if (dialog && !dialog.open) dialog.showModal();
    fieldRef.current?.focus();
  }, []);

  const moveFocus = (event: React.KeyboardEvent<HTMLElement>) => {
    if (event.key !== "ArrowDown" && event.key !== "ArrowUp") return;
    const links = resultLinks(dialogRef.current);
    const at = links.indexOf(document.activeElement as HTMLAnchorElement);
    const onField = document.activeElement === fieldRef.current;
    if (!onField && at < 0) return;
    event.preventDefault();
    if (event.key === "ArrowDown") links[onField ? 0 : Math.min(at + 1, links.length - 1)]?.focus();
    else if (at <= 0) fieldRef.current?.focus();
    else links[at - 1]?.focus();
  };

  // What the page shows, and the live region says: the answer, or the last one while the next is on its way.
  const shown = state.status === "done" ? state.outcome : state.status === "searching" ? state.previous : null;
  const nothingFound = state.status === "done" && state.outcome.total === 0;
  const announcement = statusText(state, words);

  return (
    <Dialog
      ref={dialogRef}
      aria-labelledby={TITLE_ID}
      onClose={onClose}
      onKeyDown={moveFocus}
      // A press on the backdrop (outside the panel) closes the dialog, as Escape does.
      onClick={(event: React.MouseEvent<HTMLDialogElement>) => {
        if (event.target === event.currentTarget) event.currentTarget.close();
      }}
      m="0"
      mx="auto"
      mt={{ base: "0", md: "12" }}
      p="0"
      border="0"
      w="100%"
      maxW={{ base: "100%", md: "2xl" }}
      h={{ base: "100dvh", md: "auto" }}
      // Its height from its content on a wide screen, not from the viewport's top to bottom.
      insetBlockEnd={{ base: "0", md: "auto" }}
      maxH={{ base: "100dvh", md: "calc(100dvh - {sizes.24})" }}
      borderRadius={{ base: "0", md: "2xl" }}
      boxShadow="xl"
      bg="surface.page"
      color="text"
      overflow="hidden"
      css={{
        "&[open]": { display: "flex", flexDirection: "column" },
        // eslint-disable-next-line altura/design-tokens -- a raw colour: ::backdrop inherits the theme's variables only in recent browsers (2024), as in the phone menu
        "&::backdrop": { background: "rgba(7, 21, 42, 0.6)" },
      }}
    >
      <Box px={{ base: "4", md: "6" }} pt={{ base: "3", md: "5" }} pb="4" borderBottomWidth="1px" borderColor="gray.200">
        <Flex align="center" justify="space-between" gap="4">
          <Heading as="h2" id={TITLE_ID} fontSize="lg" fontWeight="800">
            {words.title}
          </Heading>
          <IconButton variant="ghost" size="lg" aria-label={words.close} onClick={() => dialogRef.current?.close()}>
            <X aria-hidden="true" />
          </IconButton>
        </Flex>
        <chakra.form
          role="search"
          mt="2"
          // Enter in the field opens the first result; the form itself never goes anywhere.
          onSubmit={(event: React.FormEvent) => {
            event.preventDefault();
            resultLinks(dialogRef.current)[0]?.click();
          }}
        >
          <chakra.label htmlFor={FIELD_ID} display="block" fontWeight="700" mb="1.5">
            {words.fieldLabel}
          </chakra.label>
          <Input
            ref={fieldRef}
            id={FIELD_ID}
            type="search"
            size="lg"
            value={query}
            onChange={(event) => setQuery(event.target.value)}
            // A search field's Escape would first clear it (the browser's default); here it closes the dialog, as everywhere else in it.
            onKeyDown={(event) => {
              if (event.key !== "Escape") return;
              event.preventDefault();
              dialogRef.current?.close();
            }}
            placeholder={words.placeholder}
            autoComplete="off"
            enterKeyHint="search"
            aria-describedby={HINT_ID}
          />
          <Text id={HINT_ID} mt="1.5" fontSize="sm" color="text.muted" display={{ base: "none", md: "block" }}>
            {words.keyboardHint}
          </Text>
        </chakra.form>
        <KindFilter value={kind} onChange={setKind} />
      </Box>
      <Box flex="1" overflowY="auto" px={{ base: "4", md: "6" }} py="4">
        <Text
          role="status"
          aria-live="polite"
          mb="3"
          minH="5"
          {...(nothingFound ? { fontWeight: "700", fontSize: "md", color: "text" } : { fontSize: "sm", color: "text.muted" })}
        >
          {announcement}
        </Text>
        {nothingFound ? <NothingFound locale={locale} /> : null}
        {shown && shown.results.length > 0 ? (
          <>
            <Stack as="ul" id={RESULTS_ID} aria-label={words.results} listStyle="none" gap="2">
              {shown.results.map((result) => (
                <li key={result.url}>
                  <Link
                    asChild
                    display="block"
                    p="3"
                    borderRadius="xl"
                    color="text"
                    textDecoration="none"
                    _hover={{ bg: "surface.soft", textDecoration: "none" }}
                    _focusVisible={{ bg: "surface.soft", outline: "2px solid", outlineColor: "brand.focusRing", outlineOffset: "0" }}
                  >
                    <GatsbyLink to={result.url} onClick={() => dialogRef.current?.close()}>
                      <HStack as="span" gap="2" align="baseline" wrap="wrap">
                        <Text as="span" fontWeight="700" fontSize="md" color="brand.fg">
                          {result.title}
                        </Text>
                        <Badge as="span" size="sm" variant="subtle" colorPalette="gray">
                          {words.kinds[result.kind]}
                        </Badge>
                      </HStack>
                      <Text
                        as="span"
                        display="block"
                        mt="1"
                        fontSize="sm"
                        color="text.muted"
                        css={{ "& mark": { bg: "accent.muted", color: "text", fontWeight: "700", px: "0.5", borderRadius: "sm" } }}
                        // Pagefind's excerpt: the page's own text, escaped by Pagefind, with <mark> around the matches.
                        dangerouslySetInnerHTML={{ __html: result.excerptHtml }}
                      />
                    </GatsbyLink>
                  </Link>
                </li>
              ))}
            </Stack>
            {shown.total > shown.results.length ? (
              <Text mt="3" fontSize="sm" color="text.muted">
                {words.shownOf(shown.results.length, shown.total)}
              </Text>
            ) : null}
          </>
        ) : null}
      </Box>
    </Dialog>
  );
}

/** The kinds as native radio buttons, shown as chips: arrows move between them, as in any radio group. */
const KindFilter = ({ value, onChange }: { value: SearchKind | null; onChange: (kind: SearchKind | null) => void }) => {
  const { search: words } = useDictionary();
  const options: Array<{ kind: SearchKind | null; label: string }> = [
    { kind: null, label: words.allKinds },
    ...SEARCH_KINDS.map((kind) => ({ kind, label: words.kindFilters[kind] })),
  ];
  return (
    <chakra.fieldset mt="3" border="0" p="0" m="0" minW="0">
      <chakra.legend fontSize="sm" fontWeight="700" mb="1.5" float={{ base: "none", md: "left" }} me="3" lineHeight={{ base: "normal", md: "2.25rem" }}>
        {words.kindFilter}
      </chakra.legend>
      <Flex gap="2" wrap="wrap">
        {options.map((option) => (
          <chakra.label
            key={option.kind ?? "all"}
            position="relative"
            display="inline-flex"
            alignItems="center"
            minH="9"
            px="3"
            borderRadius="full"
            borderWidth="1px"
            borderColor="gray.300"
            fontSize="sm"
            fontWeight="600"
            cursor="pointer"
            css={{
              "&:hover:not(:has(input:checked))": { bg: "surface.soft" },
              "&:has(input:checked)": { bg: "brand.solid", color: "brand.contrast", borderColor: "brand.solid" },
              "&:has(input:focus-visible)": { outline: "2px solid", outlineColor: "brand.focusRing", outlineOffset: "2px" },
            }}
          >
            <chakra.input type="radio" name="cerca-tipo" checked={value === option.kind} onChange={() => onChange(option.kind)} srOnly />
            {option.label}
          </chakra.label>
        ))}
      </Flex>
    </chakra.fieldset>
  );
};

const NothingFound = ({ locale }: { locale: ReturnType<typeof useLocale> }) => {
  const { search: words } = useDictionary();
  const linkLook = { color: "brand.fg", fontWeight: "700", textDecoration: "underline" } as const;
  const close = (event: React.MouseEvent<HTMLElement>) => event.currentTarget.closest("dialog")?.close();
  return (
    <Text>
      {words.nothingFoundBeforeCatalogue}
      <Link asChild {...linkLook}>
        <GatsbyLink to={routePath("academy", locale)} onClick={close}>
          {words.catalogue}
        </GatsbyLink>
      </Link>
      {words.nothingFoundBeforeContact}
      <Link asChild {...linkLook}>
        <GatsbyLink to={`${routePath("home", locale)}#${CONTACT_SECTION_ID}`} onClick={close}>
          {words.contact}
        </GatsbyLink>
      </Link>
      {words.nothingFoundAfterContact}
    </Text>
  );
};
