/** One line of the firm's notification: a label and its value (a table row in HTML, "label: value" in text). */
export type DetailRow = readonly [label: string, value: string];
