/**
 * While the request forms cannot send anything yet, the visitor can still write to the
 * firm: a `mailto:` link with a subject and, as its body, what they typed in the form,
 * so nothing has to be typed twice.
 */

/** One line of the e-mail: a field's label and what the visitor entered. */
export type RequestEntry = readonly [label: string, value: string];

/** The body: one "Label: value" line per filled field (empty fields are left out). */
export const requestBody = (entries: readonly RequestEntry[]): string =>
  entries
    .map(([label, value]) => [label.trim(), value.trim()] as const)
    .filter(([, value]) => value.length > 0)
    .map(([label, value]) => (value.includes("\n") ? `${label}:\n${value}` : `${label}: ${value}`))
    .join("\n");

/**
 * `mailto:` address with subject and body. Encoded with encodeURIComponent (spaces as
 * %20, not "+", which mail programs would show as it is); line breaks as %0D%0A (RFC 6068).
 */
export const requestMailtoHref = (to: string, subject: string, entries: readonly RequestEntry[]): string => {
  const body = requestBody(entries).replace(/\r?\n/g, "\r\n");
  const query = [`subject=${encodeURIComponent(subject)}`];
  if (body) query.push(`body=${encodeURIComponent(body)}`);
  return `mailto:${to}?${query.join("&")}`;
};
