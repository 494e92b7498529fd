/**
 * What travels with a form's request to prove its work: the X-Altcha header, base64 of the JSON
 * `{ challenge, solution }`. Free of any library, so the browser's form code carries only this
 * and leaves altcha-lib to the worker that solves.
 */
import type { Challenge, Solution } from "altcha-lib";

/** The request header that carries the solved challenge. */
export const ALTCHA_HEADER = "x-altcha";

/**
 * Where the browser's search for a challenge's counter starts, and the lowest counter the function
 * draws: the same number, so that the range holds no work a solver could skip. A range starting
 * higher (it once drew from 1,000 while the browser searched from 0) lets a bot start there and
 * do part of a visitor's work.
 */
export const COUNTER_START = 0;

export function encodeSolved(challenge: Challenge, solution: Pick<Solution, "counter" | "derivedKey">): string {
  const json = JSON.stringify({ challenge, solution: { counter: solution.counter, derivedKey: solution.derivedKey } });
  let binary = "";
  for (const byte of new TextEncoder().encode(json)) binary += String.fromCharCode(byte);
  return btoa(binary);
}
