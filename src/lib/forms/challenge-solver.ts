/**
 * Where a challenge is solved: a Web Worker (webpack bundles the worker file as its own chunk,
 * fetched only when the first challenge is solved), or, if the browser cannot start one, the main
 * thread — Web Crypto's PBKDF2 runs off the main thread even then, and each attempt yields.
 */
import type { Challenge, Solution } from "altcha-lib";
import { COUNTER_START } from "../../../supabase/functions/_shared/site-contract/challenge-payload";

export type Solve = (challenge: Challenge) => Promise<Solution>;

const inWorker: Solve = (challenge) =>
  new Promise((resolve, reject) => {
    const worker = new Worker(new URL("./challenge-solver.worker.ts", import.meta.url));
    worker.onmessage = (event: MessageEvent<{ solution?: Solution | null; error?: string }>) => {
      worker.terminate();
      if (event.data.solution) resolve(event.data.solution);
      else reject(new Error(event.data.error ?? "challenge not solved"));
    };
    worker.onerror = (event) => {
      worker.terminate();
      reject(new Error(event.message || "challenge worker failed"));
    };
    worker.postMessage(challenge);
  });

const onMainThread: Solve = async (challenge) => {
  const [{ solveChallenge }, { deriveKey }] = await Promise.all([import("altcha-lib"), import("altcha-lib/algorithms/web/pbkdf2")]);
  const solution = await solveChallenge({ challenge, deriveKey, counterStart: COUNTER_START });
  if (!solution) throw new Error("challenge not solved");
  return solution;
};

export const solveChallengeInBackground: Solve = (challenge) =>
  typeof Worker === "function" ? inWorker(challenge).catch(() => onMainThread(challenge)) : onMainThread(challenge);
