/** Numbers, prices and dates as an Italian reader expects them: the Italian set of formats.ts, for code that is Italian whatever the page (the tests of the Italian pages). */
import { formatsFor } from "./formats";

export const { formatNumber, formatEuro, formatEuroCents, formatDate, formatTime, formatHours } = formatsFor("it");

/** "+39 02 8736 4120" → "tel:+390287364120". */
export const telHref = (phone: string): string => `tel:${phone.replace(/[^\d+]/g, "")}`;
