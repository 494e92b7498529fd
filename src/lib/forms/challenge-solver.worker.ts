/**
 * Solves a form's proof-of-work challenge off the main thread: the visitor's typing and scrolling
 * never wait for it. One message in (the challenge), one out (the solution, or null).
 */
import { solveChallenge, type Challenge } from "altcha-lib";
import { deriveKey } from "altcha-lib/algorithms/web/pbkdf2";
import { COUNTER_START } from "../../../supabase/functions/_shared/site-contract/challenge-payload";

const scope = self as unknown as { onmessage: ((event: MessageEvent<Challenge>) => void) | null; postMessage: (message: unknown) => void };

scope.onmessage = (event) => {
  solveChallenge({ challenge: event.data, deriveKey, counterStart: COUNTER_START }).then(
    (solution) => scope.postMessage({ solution }),
    (error: unknown) => scope.postMessage({ error: String((error as Error)?.message ?? error) }),
  );
};
