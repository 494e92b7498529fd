/**
 * The function's log lines: one JSON object per event, which the platform's log explorer can
 * filter by `event`; what an operator must act on goes to the error stream with `level: "error"`.
 * No line carries an e-mail address: a provider's refusal quotes the recipient's, a database error
 * may quote a value, and log lines outlive what the privacy notice promises. Every text in a line
 * passes through maskAddresses, which the outbox also applies to the reason it stores.
 */
export type LogEvent = (event: string, data?: Record<string, unknown>) => void;

/** Anything shaped like an e-mail address, as public.form_alert_reason() finds them in the database. */
const ADDRESS = /[^\s<>"'(),;:[\]]+@[^\s<>"'(),;:[\]]+/g;

/** The text with every e-mail address replaced by "[indirizzo]". */
export const maskAddresses = (text: string): string => text.replace(ADDRESS, "[indirizzo]");

/** A log field with every text in it masked, however deep. */
function masked(value: unknown): unknown {
  if (typeof value === "string") return maskAddresses(value);
  if (Array.isArray(value)) return value.map(masked);
  if (value !== null && typeof value === "object" && !(value instanceof Date)) {
    return Object.fromEntries(Object.entries(value).map(([key, inner]) => [key, masked(inner)]));
  }
  return value;
}

const line = (fields: Record<string, unknown>) => JSON.stringify(masked(fields));

/** A function's two kinds of line, each naming the function in `fn`, every text in them masked. */
export const loggerFor = (fn: string): { log: LogEvent; alert: LogEvent } => ({
  log: (event, data = {}) => console.log(line({ fn, event, ...data })),
  alert: (event, data = {}) => console.error(line({ level: "error", fn, event, ...data })),
});

const forms = loggerFor("forms");

export const logEvent: LogEvent = forms.log;

export const alertEvent: LogEvent = forms.alert;

/** An error as a log field: its message (or its stack, for the unexpected), whatever was thrown. */
export const errorText = (error: unknown, part: "message" | "stack" = "message"): string => String((error as Error)?.[part] ?? error);
