/**
 * Numbers, prices, dates and durations as a reader of each language expects them, on `Intl` with
 * the locale's tag (locales.ts): "5.000", "1.490 €", "18 marzo 2027" in Italian; "5,000", "€1,490",
 * "18 March 2027" in English. Times are Italy's (every event happens there), on a 24-hour clock in
 * both languages, as across Europe.
 */
import { LOCALE_SETTINGS, type Locale } from "../../../supabase/functions/_shared/site-contract/locales";
import { ROME_TIME_ZONE } from "./rome-time";
import { once } from "./once";

export interface Formats {
  /** 5000 → "5.000" / "5,000"; 2.5 → "2,5" / "2.5". */
  formatNumber(value: number): string;
  /** 1490 → "1.490 €" / "€1,490" (whole euro, as prices are listed). */
  formatEuro(value: number): string;
  /** 10000 → "10.000,00 €" / "€10,000.00" (with cents, as legal amounts are written). */
  formatEuroCents(value: number): string;
  /** "2027-03-18T09:30:00+01:00" → "18 marzo 2027" / "18 March 2027": the day in Italy, whatever the build machine's zone. */
  formatDate(iso: string): string;
  /** "2027-03-18T09:30:00+01:00" → "09:30" in Italian time. */
  formatTime(iso: string): string;
  /** Hours as a duration: 1 → "1 ora" / "1 hour", 16 → "16 ore" / "16 hours". */
  formatHours(hours: number): string;
}

/**
 * How each language writes what the site formats without Intl (see groupThousands): the thousands and
 * decimal separators, where the euro goes (after the amount and a no-break space in Italian, before it
 * in English), and the words for an hour.
 */
const WORDS: Readonly<Record<Locale, { thousands: string; decimal: string; euro: (amount: string) => string; hour: string; hours: string }>> = {
  it: { thousands: ".", decimal: ",", euro: (amount) => `${amount}\u00a0€`, hour: "ora", hours: "ore" },
  en: { thousands: ",", decimal: ".", euro: (amount) => `€${amount}`, hour: "hour", hours: "hours" },
};

// House style groups thousands from four digits on ("5.000", "2.490 €"); Intl's Italian default starts at five.
const grouping = { useGrouping: "always" } as Intl.NumberFormatOptions;

const makeFormats = (locale: Locale): Formats => {
  const tag = LOCALE_SETTINGS[locale].intlTag;
  const words = WORDS[locale];
  const numberFormat = once(() => new Intl.NumberFormat(tag, grouping));
  const euroFormat = once(() => new Intl.NumberFormat(tag, { ...grouping, style: "currency", currency: "EUR", maximumFractionDigits: 0 }));
  const euroCentsFormat = once(() => new Intl.NumberFormat(tag, { ...grouping, style: "currency", currency: "EUR", minimumFractionDigits: 2 }));
  const dateFormat = once(() => new Intl.DateTimeFormat(tag, { day: "numeric", month: "long", year: "numeric", timeZone: ROME_TIME_ZONE }));
  const timeFormat = once(() => new Intl.DateTimeFormat(tag, { hour: "2-digit", minute: "2-digit", hourCycle: "h23", timeZone: ROME_TIME_ZONE }));

  /**
   * A whole number's digits in groups of three ("5.000", "-12.500"), exactly as the locale's Intl
   * format writes them. Written out rather than asked of Intl: the first Intl formatter a page
   * builds loads the locale's data (tens of milliseconds of a page's start, more on a phone), and
   * whole numbers and whole euros (the figures that count up, a card's price, the footer's share
   * capital) are what most pages format while they start or when a link renders the next one.
   */
  const groupThousands = (value: number): string => {
    const grouped = String(Math.abs(value)).replace(/\B(?=(\d{3})+$)/g, words.thousands);
    return value < 0 ? `-${grouped}` : grouped;
  };
  /** A whole amount in euros, the sign before the euro sign as Intl writes it ("-€5" in English). */
  const wholeEuros = (value: number, cents: string): string => `${value < 0 ? "-" : ""}${words.euro(`${groupThousands(Math.abs(value))}${cents}`)}`;
  const formatNumber = (value: number): string => (Number.isSafeInteger(value) ? groupThousands(value) : numberFormat().format(value));

  return {
    formatNumber,
    formatEuro: (value) => (Number.isSafeInteger(value) ? wholeEuros(value, "") : euroFormat().format(value)),
    formatEuroCents: (value) => (Number.isSafeInteger(value) ? wholeEuros(value, `${words.decimal}00`) : euroCentsFormat().format(value)),
    formatDate: (iso) => dateFormat().format(new Date(iso)),
    formatTime: (iso) => timeFormat().format(new Date(iso)),
    formatHours: (hours) => `${formatNumber(hours)} ${hours === 1 ? words.hour : words.hours}`,
  };
};

const FORMATS: Readonly<Record<Locale, Formats>> = { it: makeFormats("it"), en: makeFormats("en") };

/** One language's formatters (each builds its Intl object on first use). */
export const formatsFor = (locale: Locale): Formats => FORMATS[locale];
