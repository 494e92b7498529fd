/**
 * The function's log lines: one JSON object per event, which the platform's log explorer can
 * filter by `event`; what an operator must act on goes to the error stream with `level: "error"`.
 */
export type LogEvent = (event: string, data?: Record<string, unknown>) => void;

export const logEvent: LogEvent = (event, data = {}) => console.log(JSON.stringify({ fn: "forms", event, ...data }));

export const alertEvent: LogEvent = (event, data = {}) => console.error(JSON.stringify({ level: "error", fn: "forms", event, ...data }));

/** An error as a log field: its message (or its stack, for the unexpected), whatever was thrown. */
export const errorText = (error: unknown, part: "message" | "stack" = "message"): string => String((error as Error)?.[part] ?? error);
