/** The benchmarks' command-line lists: `--routes /,/academy`, `--controls faq,menu`, `--runs 3`. */

/** The comma-separated items of an option's value, trimmed, empty ones dropped. */
export const commaList = (raw) =>
  String(raw ?? "")
    .split(",")
    .map((item) => item.trim())
    .filter(Boolean);

/** A comma-separated list of ids for `flag`, each among `known` (`what` names them in the error). */
export function idList(flag, raw, known, what) {
  const ids = commaList(raw);
  const unknown = ids.filter((id) => !known.includes(id));
  if (!ids.length || unknown.length) {
    throw new Error(`${flag} needs ${what} among: ${known.join(", ")}${unknown.length ? ` (unknown: ${unknown.join(", ")})` : ""}`);
  }
  return ids;
}

/** `--runs`: a whole number of at least 1. */
export function runCount(flag, raw) {
  const runs = Number(raw);
  if (!Number.isInteger(runs) || runs < 1) throw new Error(`${flag} needs a whole number >= 1`);
  return runs;
}

/** Route paths, each with its leading slash. */
export const routeList = (raw) => commaList(raw).map((route) => (route.startsWith("/") ? route : `/${route}`));
