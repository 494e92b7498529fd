/** Numbers, prices and dates as an Italian reader expects them. */
import { ROME_TIME_ZONE } from "./rome-time";
import { once } from "./once";

// Italian house style groups thousands from four digits on ("5.000", "2.490 €"); Intl's default starts at five.
const grouping = { useGrouping: "always" } as Intl.NumberFormatOptions;

const numberFormat = once(() => new Intl.NumberFormat("it-IT", grouping));
const euroFormat = once(() => new Intl.NumberFormat("it-IT", { ...grouping, style: "currency", currency: "EUR", maximumFractionDigits: 0 }));
const euroCentsFormat = once(() => new Intl.NumberFormat("it-IT", { ...grouping, style: "currency", currency: "EUR", minimumFractionDigits: 2 }));

/**
 * A whole number's digits with a dot between groups of three ("5.000", "-12.500"), exactly as
 * the it-IT format writes them. Written out rather than asked of Intl: the first Intl formatter
 * a page builds loads the locale's data (tens of milliseconds of a page's start, more on a
 * phone), and the figures that count up are the only numbers a page formats while it starts.
 */
const groupThousands = (value: number): string => {
  const digits = String(Math.abs(value));
  const grouped = digits.replace(/\B(?=(\d{3})+$)/g, ".");
  return value < 0 ? `-${grouped}` : grouped;
};

/** 5000 → "5.000"; 2.5 → "2,5". */
export const formatNumber = (value: number): string => (Number.isSafeInteger(value) ? groupThousands(value) : numberFormat().format(value));

/** 1490 → "1.490 €" (whole euro, as prices are listed). */
export const formatEuro = (value: number): string => euroFormat().format(value);

/** 10000 → "10.000,00 €" (with cents, as legal amounts are written). */
export const formatEuroCents = (value: number): string => euroCentsFormat().format(value);

/** "2027-03-18T09:30:00+01:00" → "18 marzo 2027" (the day in Italy, whatever the build machine's zone). */
const dateFormat = once(() => new Intl.DateTimeFormat("it-IT", { day: "numeric", month: "long", year: "numeric", timeZone: ROME_TIME_ZONE }));
const timeFormat = once(() => new Intl.DateTimeFormat("it-IT", { hour: "2-digit", minute: "2-digit", timeZone: ROME_TIME_ZONE }));

export const formatDate = (iso: string): string => dateFormat().format(new Date(iso));

/** "2027-03-18T09:30:00+01:00" → "09:30" in Italian time. */
export const formatTime = (iso: string): string => timeFormat().format(new Date(iso));

/** Hours as a duration: 1 → "1 ora", 16 → "16 ore". */
export const formatHours = (hours: number): string => `${formatNumber(hours)} ${hours === 1 ? "ora" : "ore"}`;

/** "+39 02 8736 4120" → "tel:+390287364120". */
export const telHref = (phone: string): string => `tel:${phone.replace(/[^\d+]/g, "")}`;
