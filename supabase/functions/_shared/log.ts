/**
 * The function's log lines: one JSON object per event, which the platform's log explorer can
 * filter by `event`; what an operator must act on goes to the error stream with `level: "error"`.
 */
export type LogEvent = (event: string, data?: Record<string, unknown>) => void;

/** A function's two kinds of line, each naming the function in `fn`. */
export const loggerFor = (fn: string): { log: LogEvent; alert: LogEvent } => ({
  log: (event, data = {}) => console.log(JSON.stringify({ fn, event, ...data })),
  alert: (event, data = {}) => console.error(JSON.stringify({ level: "error", fn, event, ...data })),
});

const forms = loggerFor("forms");

export const logEvent: LogEvent = forms.log;

export const alertEvent: LogEvent = forms.alert;

/** An error as a log field: its message (or its stack, for the unexpected), whatever was thrown. */
export const errorText = (error: unknown, part: "message" | "stack" = "message"): string => String((error as Error)?.[part] ?? error);
