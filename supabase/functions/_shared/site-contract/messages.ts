/**
 * The words both sides say to a visitor. The contact form's send-failure toast (the product
 * specification's words in Italian) is also the function's answer when it cannot store a request,
 * so the site's dictionaries and the handler read it from here.
 */
import type { Locale } from "./locales.ts";

export const SEND_FAILED: Readonly<Record<Locale, string>> = {
  it: "Si è verificato un errore nell'invio del messaggio. Riprova più tardi.",
  en: "Something went wrong while sending your message. Please try again later.",
};
