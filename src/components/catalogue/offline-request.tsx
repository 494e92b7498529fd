/**
 * The request forms of the Academy and Events pages (custom path, custom event,
 * newsletter). Online sending is the subject of a later release, so for now a form
 * must not pretend: on submit it keeps what was typed and says, in a polite status
 * message, that the request has not been sent and how to reach the firm instead
 * (e-mail prefilled with the form's content, the contact section, 'Prenota ora').
 */
import * as React from "react";
import { Link as GatsbyLink } from "gatsby";
import { Box, Checkbox, Flex, Link, List, Stack, Text } from "@chakra-ui/react";
import { ArrowRight, Info } from "lucide-react";
import { useSiteSettings } from "../../hooks/use-site-settings";
import { requestMailtoHref, type RequestEntry } from "../../lib/catalogue/request-mailto";
import { ActionButton } from "../ui/action-button";
import { RequestFields, type RequestFieldSpec } from "./request-fields";
import { FullPrivacyLink } from "../contact/privacy-notice";

export type Tone = "light" | "dark";

/** What the visitor typed, as label/value pairs, read from the form itself. */
const entriesOf = (form: HTMLFormElement, fields: readonly RequestFieldSpec[]): RequestEntry[] =>
  fields.map((spec) => {
    const element = form.elements.namedItem(spec.name);
    if (element instanceof HTMLSelectElement) return [spec.label, element.value ? (element.selectedOptions[0]?.text ?? "") : ""];
    if (element instanceof HTMLInputElement || element instanceof HTMLTextAreaElement) return [spec.label, element.value];
    return [spec.label, ""];
  });

/**
 * Submit handling without sending: the values stay in the form (nothing is reset),
 * `mailto` is rebuilt from them and the notice is shown. The notice is emptied for a
 * frame first, so a second submit is announced again.
 */
export const useOfflineSubmit = (fields: readonly RequestFieldSpec[]) => {
  const [mailtoEntries, setMailtoEntries] = React.useState<RequestEntry[] | null>(null);
  const onSubmit = React.useCallback(
    (event: React.FormEvent<HTMLFormElement>) => {
      event.preventDefault();
      const entries = entriesOf(event.currentTarget, fields);
      setMailtoEntries(null);
      window.requestAnimationFrame(() => setMailtoEntries(entries));
    },
    [fields],
  );
  return { entries: mailtoEntries, onSubmit };
};

interface OfflineNoticeProps {
  /** Null: nothing submitted yet (the live region is there, empty, ready to speak). */
  entries: RequestEntry[] | null;
  title: string;
  /** What did not happen, in one sentence ("La tua richiesta non è stata inviata…"). */
  text: string;
  subject: string;
  id: string;
}

/** The polite status message after a submit: not sent, and how to reach the firm instead. */
export const OfflineNotice = ({ entries, title, text, subject, id }: OfflineNoticeProps) => {
  const site = useSiteSettings();
  return (
    <Box role="status" aria-live="polite" aria-atomic="true" id={id}>
      {entries && (
        <Flex gap="4" mt="6" p={{ base: "5", md: "6" }} bg="accent.subtle" borderWidth="1px" borderColor="accent.emphasized" borderRadius="xl" color="text" textAlign="start">
          <Box color="accent.fg" flexShrink={0} pt="0.5">
            <Info size={22} aria-hidden="true" focusable="false" />
          </Box>
          <Stack gap="3">
            <Text fontWeight="800">{title}</Text>
            <Text>{text} Per ora puoi raggiungerci così:</Text>
            <List.Root gap="2" ps="5">
              <List.Item>
                scrivici a{" "}
                <Link href={requestMailtoHref(site.email, subject, entries)} color="brand.fg" fontWeight="700" textDecoration="underline">
                  {site.email}
                </Link>{" "}
                (il messaggio si apre già compilato con i dati del modulo);
              </List.Item>
              <List.Item>
                usa il{" "}
                <Link asChild color="brand.fg" fontWeight="700" textDecoration="underline">
                  <GatsbyLink to="/#contatti">modulo della sezione Contatti</GatsbyLink>
                </Link>
                ;
              </List.Item>
              <List.Item>
                oppure{" "}
                <Link href={site.bookingUrl} target="_blank" rel="noopener noreferrer" color="brand.fg" fontWeight="700" textDecoration="underline">
                  Prenota ora
                  <Box as="span" srOnly>
                    {" "}
                    (si apre in una nuova scheda)
                  </Box>
                </Link>{" "}
                una call conoscitiva gratuita di 30 minuti.
              </List.Item>
            </List.Root>
          </Stack>
        </Flex>
      )}
    </Box>
  );
};

interface FormPrivacyNoticeProps {
  id: string;
  /** What the data would be used for and on which legal basis. */
  purpose: string;
  tone?: Tone;
}

/** The short privacy notice (GDPR art. 13) next to a form; honest about the form not sending anything yet. */
export const FormPrivacyNotice = ({ id, purpose, tone = "light" }: FormPrivacyNoticeProps) => {
  const site = useSiteSettings();
  const { legal } = site;
  return (
    <Box as="details" id={id} mt="5" fontSize="sm" color={tone === "dark" ? "text.onDarkMuted" : "text.muted"} scrollMarginTop="28">
      <Box as="summary" cursor="pointer" fontWeight="700" color={tone === "dark" ? "white" : "text"} w="fit-content">
        Informativa sulla privacy
      </Box>
      <Text mt="3">
        Titolare del trattamento è {legal.companyName}, {legal.address.street}, {legal.address.postalCode} {legal.address.city} (P.IVA {legal.vatNumber}),
        contattabile a {site.email}. {purpose} Per ora questo modulo non invia né conserva i tuoi dati: restano nel tuo browser e spariscono quando chiudi la
        pagina. Puoi chiedere in ogni momento accesso, rettifica o cancellazione dei tuoi dati scrivendo a {site.email}; hai anche diritto di proporre reclamo al
        Garante per la protezione dei dati personali.
      </Text>
      <Text mt="2">
        <FullPrivacyLink color={tone === "dark" ? "accent.onDark" : "brand.fg"} />
      </Text>
    </Box>
  );
};

/** Opens the privacy notice the consent's link points to, then lets the browser jump to it. */
const openNotice = (id: string) => {
  const notice = document.getElementById(id);
  if (notice instanceof HTMLDetailsElement) notice.open = true;
};

interface ConsentCheckboxProps {
  name: string;
  noticeId: string;
  /** Text after the link to the notice, e.g. "e acconsento al trattamento dei miei dati per ricevere una risposta." */
  children: React.ReactNode;
  tone?: Tone;
}

/** The required privacy consent, linking to the notice beside the form. */
export const ConsentCheckbox = ({ name, noticeId, children, tone = "light" }: ConsentCheckboxProps) => (
  <Checkbox.Root name={name} value="si" required colorPalette={tone === "dark" ? "yellow" : "blue"} alignItems="flex-start">
    <Checkbox.HiddenInput />
    <Checkbox.Control mt="0.5" borderColor={tone === "dark" ? "whiteAlpha.700" : "gray.500"} bg={tone === "dark" ? undefined : "white"} />
    <Checkbox.Label fontWeight="400" color={tone === "dark" ? "text.onDarkMuted" : "text.muted"}>
      Ho letto l'
      <Link
        href={`#${noticeId}`}
        onClick={() => openNotice(noticeId)}
        color={tone === "dark" ? "accent.onDark" : "brand.fg"}
        fontWeight="600"
        textDecoration="underline"
      >
        informativa sulla privacy
      </Link>{" "}
      {children}
      <Box as="span" aria-hidden="true" color={tone === "dark" ? "accent.onDark" : "red.700"} ms="1">
        *
      </Box>
    </Checkbox.Label>
  </Checkbox.Root>
);

/** Says what the * means, once, before the fields. */
export const RequiredNote = ({ tone = "light" }: { tone?: Tone }) => (
  <Text fontSize="sm" color={tone === "dark" ? "text.onDarkMuted" : "text.muted"} mb="5">
    I campi contrassegnati con{" "}
    <Box as="span" color={tone === "dark" ? "accent.onDark" : "red.700"} fontWeight="700">
      *
    </Box>{" "}
    sono obbligatori.
  </Text>
);

interface OfflineRequestFormProps {
  /** The form's accessible name, e.g. "Richiesta di un percorso su misura". */
  label: string;
  /** Prefix of the ids of the privacy notice and of the status message. */
  idPrefix: string;
  fields: readonly RequestFieldSpec[];
  /** Subject of the prefilled e-mail. */
  subject: string;
  purpose: string;
  submitLabel: string;
  noticeTitle: string;
  noticeText: string;
}

/**
 * A complete request form: labelled fields, the consent, the submit button and the
 * notice. The browser checks required fields and e-mail format before the notice shows.
 * `method="dialog"` outside a dialog makes a submit before the scripts arrive do nothing,
 * instead of putting the visitor's data in the address as a GET form would.
 */
export const OfflineRequestForm = ({ label, idPrefix, fields, subject, purpose, submitLabel, noticeTitle, noticeText }: OfflineRequestFormProps) => {
  const { entries, onSubmit } = useOfflineSubmit(fields);
  const noticeId = `${idPrefix}-informativa`;
  return (
    <Box bg="white" borderRadius="2xl" borderWidth="1px" borderColor="gray.200" boxShadow="md" p={{ base: "6", md: "10" }}>
      <form method="dialog" aria-label={label} onSubmit={onSubmit}>
        <RequiredNote />
        <Stack gap="6">
          <RequestFields fields={fields} />
          <ConsentCheckbox name="consenso" noticeId={noticeId}>
            e acconsento al trattamento dei miei dati per ricevere una risposta.
          </ConsentCheckbox>
          <Box>
            <ActionButton type="submit" variant="cta" size="lg">
              {submitLabel}
              <ArrowRight aria-hidden="true" />
            </ActionButton>
          </Box>
        </Stack>
      </form>
      <OfflineNotice id={`${idPrefix}-esito`} entries={entries} title={noticeTitle} text={noticeText} subject={subject} />
      <FormPrivacyNotice id={noticeId} purpose={purpose} />
    </Box>
  );
};
