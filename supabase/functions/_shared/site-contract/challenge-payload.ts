/**
 * What travels with a form's request to prove its work: the X-Altcha header, base64 of the JSON
 * `{ challenge, solution }`. Free of any library, so the browser's form code carries only this
 * and leaves altcha-lib to the worker that solves.
 */
import type { Challenge, Solution } from "altcha-lib";

/** The request header that carries the solved challenge. */
export const ALTCHA_HEADER = "x-altcha";

export function encodeSolved(challenge: Challenge, solution: Pick<Solution, "counter" | "derivedKey">): string {
  const json = JSON.stringify({ challenge, solution: { counter: solution.counter, derivedKey: solution.derivedKey } });
  let binary = "";
  for (const byte of new TextEncoder().encode(json)) binary += String.fromCharCode(byte);
  return btoa(binary);
}
