/**
 * The rows of the "Provenienza" block of the firm's notifications (contact-email.ts lays it out):
 * where the lead's visit came from, in Italian, with only the values the visit had (a direct visit
 * without a campaign shows its pages alone). The values passed the contract's rules
 * (site-contract/attribution.ts); the layout escapes them all the same.
 * Pure: unit-tested in Node, used by the function in Deno.
 */
import type { DetailRow } from "./detail-row.ts";
import { type Attribution, type Campaign, CAMPAIGN_KEYS, type CallToAction } from "./site-contract/index.ts";

/** Each call to action as the firm knows it: where it is and what it offers (its words on the page are the site's dictionaries'). */
export const CALL_TO_ACTION_LABELS: Readonly<Record<CallToAction, string>> = {
  "header-book-call": "Prenotazione di una call, nell'intestazione",
  "menu-book-call": "Prenotazione di una call, nel menu del telefono",
  "home-hero": "Invito a parlare con un consulente, in apertura della home",
  "home-case": "Un caso di successo della home",
  "services-hero": "Invito a parlare con un consulente, in apertura dei Servizi",
  "services-closing": "Richiesta di una consulenza, in fondo ai Servizi",
  "about-closing": "Invito a contattarci, in fondo a Chi siamo",
  "academy-hero": "Richiesta di un percorso su misura, in apertura dell'Academy",
  "academy-catalogue": "Richiesta di un percorso su misura, dal catalogo dei corsi senza risultati",
  "course-information": "Richiesta di informazioni, nella pagina di un corso",
  "events-hero": "Invito a organizzare un evento, in apertura degli Eventi",
  "events-calendar": "Invito a organizzare un evento, dal calendario senza risultati",
  "event-page": "Invito a organizzare un evento, nella pagina di un evento",
  "article-consultant": "Invito a parlare con un consulente, in fondo a un articolo",
};

/** A touch as marketers write it: "source: linkedin · medium: social · campaign: primavera". */
export const campaignText = (campaign: Campaign): string =>
  CAMPAIGN_KEYS.filter((key) => campaign[key] !== undefined)
    .map((key) => `${key}: ${campaign[key]}`)
    .join(" · ");

const sameCampaign = (a: Campaign, b: Campaign) => CAMPAIGN_KEYS.every((key) => a[key] === b[key]);

/** The block's rows, in the order of the visit; none when the request said nothing of it. */
export function attributionRows(attribution: Attribution | null | undefined): DetailRow[] {
  if (!attribution) return [];
  const rows: DetailRow[] = [];
  const { landingPage, referrerHost, firstTouch, lastTouch, cta, ctaPage, formPage } = attribution;
  if (referrerHost) rows.push(["Arrivato da", referrerHost]);
  if (landingPage) rows.push(["Pagina d'arrivo", landingPage]);
  if (firstTouch && lastTouch && !sameCampaign(firstTouch, lastTouch)) {
    rows.push(["Prima campagna", campaignText(firstTouch)], ["Ultima campagna", campaignText(lastTouch)]);
  } else if (firstTouch ?? lastTouch) {
    rows.push(["Campagna", campaignText((firstTouch ?? lastTouch)!)]);
  }
  if (cta) rows.push(["Invito all'azione", ctaPage ? `${CALL_TO_ACTION_LABELS[cta]} (${ctaPage})` : CALL_TO_ACTION_LABELS[cta]]);
  if (formPage) rows.push(["Pagina del modulo", formPage]);
  return rows;
}
