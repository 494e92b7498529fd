/**
 * The load test's one way to send a request (scripts/backend/load-test.mjs and lib/flood.mjs): over
 * a socket bound to `from`, a loopback address. The functions take the client from the socket
 * (supabase/functions/_shared/ip.ts; never X-Forwarded-For), and fetch cannot choose its source
 * address; Linux routes all of 127/8 to the loopback, so each simulated client is an address of its own.
 */
import http from "node:http";

/**
 * One request from `from`. `agent`: a keep-alive http.Agent, which pools its connections per source
 * address (its maxSockets is per address); without one, a connection of its own. Resolves, never
 * rejects, with the status (-1: no answer — refused, reset or timed out), the body as text and as
 * JSON (null if it is not JSON), and the time to the answer's end.
 */
export function request(url, { method = "GET", headers = {}, body, from, agent, timeoutMs = 30_000 }) {
  const target = new URL(url);
  const payload = body === undefined ? undefined : Buffer.from(body);
  const began = performance.now();
  const noAnswer = () => ({ status: -1, text: "", json: null, ms: performance.now() - began });
  return new Promise((resolve) => {
    const req = http.request(
      {
        host: target.hostname,
        port: target.port,
        path: `${target.pathname}${target.search}`,
        method,
        headers: payload ? { ...headers, "Content-Length": String(payload.length) } : headers,
        localAddress: from,
        agent: agent ?? false,
        timeout: timeoutMs,
      },
      (res) => {
        const chunks = [];
        res.on("data", (chunk) => chunks.push(chunk));
        res.on("error", () => resolve(noAnswer()));
        res.on("end", () => {
          const text = Buffer.concat(chunks).toString("utf8");
          resolve({ status: res.statusCode ?? 0, text, json: jsonOf(text), ms: performance.now() - began });
        });
      },
    );
    req.on("timeout", () => req.destroy(new Error("timed out")));
    req.on("error", () => resolve(noAnswer()));
    req.end(payload);
  });
}

function jsonOf(text) {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}
