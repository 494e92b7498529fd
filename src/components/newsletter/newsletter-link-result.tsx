import * as React from "react";
import { Link as GatsbyLink } from "gatsby";
import { Box, Heading, Link, Spinner, Stack, type StackProps, Text } from "@chakra-ui/react";
import { CheckCircle2, CircleAlert, Clock, MailCheck } from "lucide-react";
import { ActionButton } from "../ui/action-button";
import type { LinkResult } from "../../lib/forms/forms-backend";
import { useSiteSettings } from "../../hooks/use-site-settings";
import { useDictionary, useLocale } from "../../i18n/locale-context";
import { routePath } from "../../../supabase/functions/_shared/site-contract/route-map";
import { MARK_MISSING_TOKEN_SCRIPT, tokenFromAddress, whenLinkTokenMissing } from "../../lib/newsletter/link-token";

export type LinkAction = "newsletter-confirm" | "newsletter-unsubscribe";
/** `ready`: the page waits for the visitor's press; nothing has been sent. */
type State = LinkResult | "ready" | "checking";

/**
 * One request per link and page view, even if React runs the effect twice (development's
 * StrictMode): a confirmation link works once, and a second call would report it as used.
 */
const requests = new Map<string, Promise<{ result: LinkResult; error?: unknown }>>();

const follow = (action: LinkAction, token: string) => {
  const key = `${action}:${token}`;
  let request = requests.get(key);
  if (!request) {
    // supabase-js only arrives here, on the one page that needs it. If its chunk cannot be
    // fetched, that is a failure the visitor is told about, and a later press fetches again.
    request = import("../../lib/forms/forms-backend")
      .then((module) => module.followNewsletterLink(action, token))
      .catch((error: unknown) => ({ result: "failed" as const, error }));
    requests.set(key, request);
    void request.then(({ result }) => {
      if (result === "failed") requests.delete(key);
    });
  }
  return request;
};

interface Message {
  title: string;
  text: React.ReactNode;
  icon: React.ReactNode;
  next?: { to: string; label: string };
  /** The button that acts on the link (only while `ready`). */
  action?: string;
}

const ICON = {
  ok: <CheckCircle2 size={28} aria-hidden="true" focusable="false" />,
  late: <Clock size={28} aria-hidden="true" focusable="false" />,
  wrong: <CircleAlert size={28} aria-hidden="true" focusable="false" />,
};

const useMessages = (action: LinkAction): Record<State, Message> => {
  const { email } = useSiteSettings();
  const { newsletterLinks: words } = useDictionary();
  const locale = useLocale();
  const academy = routePath("academy", locale);
  const signUpForm = `${academy}#newsletter`;
  const writeUs = (
    <>
      {words.writeUs}{" "}
      <Link href={`mailto:${email}`} color="accent.onDark" textDecoration="underline">
        {email}
      </Link>
    </>
  );
  const failed: Message = {
    title: words.failed.title,
    text: (
      <>
        {words.failed.textBefore}
        {writeUs}
        {words.failed.textAfter}
      </>
    ),
    icon: ICON.wrong,
    action: words.failed.action,
  };
  const checking: Message = { title: words.checking.title, text: words.checking.text, icon: <Spinner size="md" color="accent.onDark" /> };
  if (action === "newsletter-confirm") {
    const confirm = words.confirm;
    return {
      ready: { ...confirm.ready, icon: <MailCheck size={28} aria-hidden="true" focusable="false" /> },
      checking,
      confirmed: { title: confirm.confirmed.title, text: confirm.confirmed.text, icon: ICON.ok, next: { to: academy, label: confirm.confirmed.next } },
      expired: { title: confirm.expired.title, text: confirm.expired.text, icon: ICON.late, next: { to: signUpForm, label: confirm.expired.next } },
      invalid: { title: confirm.invalid.title, text: confirm.invalid.text, icon: ICON.wrong, next: { to: signUpForm, label: confirm.invalid.next } },
      unsubscribed: failed,
      failed,
    };
  }
  const unsubscribe = words.unsubscribe;
  return {
    ready: { ...unsubscribe.ready, icon: <MailCheck size={28} aria-hidden="true" focusable="false" /> },
    checking,
    unsubscribed: {
      title: unsubscribe.unsubscribed.title,
      text: unsubscribe.unsubscribed.text,
      icon: ICON.ok,
      next: { to: academy, label: unsubscribe.unsubscribed.next },
    },
    invalid: {
      title: unsubscribe.invalid.title,
      text: (
        <>
          {unsubscribe.invalid.textBefore}
          {writeUs}
          {unsubscribe.invalid.textAfter}
        </>
      ),
      icon: ICON.wrong,
    },
    expired: failed,
    confirmed: failed,
    failed,
  };
};

const HIDDEN_WITHOUT_TOKEN = { css: { [whenLinkTokenMissing]: { display: "none" } } } as const;
const SHOWN_WITHOUT_TOKEN = { display: "none", css: { [whenLinkTokenMissing]: { display: "flex" } } } as const;

/**
 * Until React has read the address (state "ready"), CSS picks between the two answers the server
 * wrote, by the page script's mark: the invalid one without a token, the ready one (and its
 * button) otherwise. Afterwards React shows only the one it renders.
 */
const untilAddressRead = (state: State, shownWithoutToken: boolean) => {
  if (state !== "ready") return {};
  return shownWithoutToken ? SHOWN_WITHOUT_TOKEN : HIDDEN_WITHOUT_TOKEN;
};

const MessageCard = ({ message, ...rest }: { message: Message } & StackProps) => (
  <Stack
    direction="row"
    gap="4"
    align="flex-start"
    p={{ base: "5", md: "6" }}
    bg="whiteAlpha.100"
    borderWidth="1px"
    borderColor="whiteAlpha.300"
    borderRadius="xl"
    {...rest}
  >
    <Box color="accent.onDark" flexShrink={0} pt="0.5">
      {message.icon}
    </Box>
    <Stack gap="3">
      <Heading as="h2" fontSize={{ base: "xl", md: "2xl" }} fontWeight="800" color="white">
        {message.title}
      </Heading>
      <Text color="text.onDarkMuted">{message.text}</Text>
      {message.next && (
        <Link asChild color="accent.onDark" fontWeight="700" textDecoration="underline" w="fit-content">
          <GatsbyLink to={message.next.to}>{message.next.label}</GatsbyLink>
        </Link>
      )}
    </Stack>
  </Stack>
);

/**
 * What a newsletter link does, on the visitor's press — never on load: mail scanners open links
 * and some run the page's scripts, and a subscription must be confirmed by a person. The status
 * region is in the page from the start (server-rendered, with the button), so each step replaces
 * its text in place: screen readers announce it and nothing below moves.
 */
export const NewsletterLinkResult = ({ action }: { action: LinkAction }) => {
  const [state, setState] = React.useState<State>("ready");
  const messages = useMessages(action);
  const region = React.useRef<HTMLDivElement>(null);
  const current = React.useRef(true);

  React.useEffect(() => {
    current.current = true;
    // A link without its token can only be invalid: said at once, no press needed.
    // eslint-disable-next-line react-hooks/set-state-in-effect -- the address is read only after hydration (the server has none)
    if (!tokenFromAddress()) setState("invalid");
    return () => {
      current.current = false;
    };
  }, []);

  const act = () => {
    const token = tokenFromAddress();
    if (!token) return setState("invalid");
    // The button goes away: the focus moves to what replaces it instead of falling to the page.
    region.current?.focus();
    setState("checking");
    void follow(action, token).then(({ result, error }) => {
      // eslint-disable-next-line altura/ui-strings -- a message for developers in the console, not the interface
      if (result === "failed") console.error("Verifica del link della newsletter non riuscita:", error);
      if (current.current) setState(result);
    });
  };

  const message = messages[state];
  // Until React has read the address, the server's markup holds both answers it can give on
  // arrival; the page's own script has already marked a link without its token, and CSS shows
  // the right one. Keyed, so the message on screen keeps its element when React takes over.
  const shown: State[] = state === "ready" ? ["ready", "invalid"] : [state];
  return (
    <Stack gap="5" w="full" maxW="2xl">
      <script dangerouslySetInnerHTML={{ __html: MARK_MISSING_TOKEN_SCRIPT }} />
      <Box
        ref={region}
        tabIndex={-1}
        outline="none"
        role="status"
        aria-live="polite"
        aria-atomic="true"
        aria-busy={state === "checking"}
        data-link-state={state}
        minH="40"
        w="full"
      >
        {shown.map((name) => (
          <MessageCard key={name} message={messages[name]} {...untilAddressRead(state, name === "invalid")} />
        ))}
      </Box>
      {message.action && (
        <ActionButton variant="cta" size="lg" w="fit-content" onClick={act} {...untilAddressRead(state, false)}>
          {message.action}
        </ActionButton>
      )}
    </Stack>
  );
};
