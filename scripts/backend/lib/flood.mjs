/**
 * The flood of the load test (scripts/backend/load-test.mjs --flood N): requests that have paid
 * for nothing, as a bot sends them, from the clients of four /24s of the loopback (127.0.8.0 to
 * 127.0.11.255; the function takes the client from the socket, so each request leaves from its
 * address): honeypot hits, requests without a proof of work or with a forged one, a solution
 * replayed, newsletter confirm and unsubscribe links with made-up tokens, and challenges. Each kind
 * in turn, from each client in turn, `concurrency` at a time, until `total` are sent or `until()`
 * says stop. Returns each kind's answers by status.
 */
import { randomBytes, randomUUID } from "node:crypto";
import http from "node:http";
import { request } from "./loopback-request.mjs";

const CLIENTS = Array.from({ length: 4 * 254 }, (_, i) => `127.0.${8 + Math.floor(i / 254)}.${1 + (i % 254)}`);
/** What every request of the flood carries, as a bot copying the site's requests sends it. */
const HEADERS = { Origin: "http://localhost:8000", "Content-Type": "application/json", Authorization: "Bearer local-anon-key-not-a-secret" };
const token = () => randomBytes(32).toString("base64url");
const body = (extra = {}) => ({ name: "Bot", email: `bot-${randomUUID().slice(0, 8)}@example.it`, message: "Spam.", consent: true, ...extra });

/** One kind of request: its method, path under …/forms, body and headers. */
const KINDS = (replayHeader) => [
  { kind: "honeypot", method: "POST", body: () => body({ nota_interna: "https://spam.example" }) },
  { kind: "no proof", method: "POST", body: () => body() },
  {
    kind: "forged proof",
    method: "POST",
    body: () => body(),
    headers: () => ({ "x-altcha": Buffer.from('{"challenge":{"parameters":{}}}').toString("base64") }),
  },
  ...(replayHeader ? [{ kind: "replayed proof", method: "POST", body: () => body(), headers: () => ({ "x-altcha": replayHeader }) }] : []),
  { kind: "confirm link", method: "POST", body: () => ({ kind: "newsletter-confirm", token: token() }) },
  { kind: "unsubscribe link", method: "POST", body: () => ({ kind: "newsletter-unsubscribe", token: `${token()}.${token()}` }) },
  { kind: "challenge", method: "GET", path: "/challenge?form=contact" },
];

export async function flood({ functionsUrl, total, concurrency, until, replayHeader = null }) {
  const url = `${functionsUrl}/forms`;
  const kinds = KINDS(replayHeader);
  const answers = Object.fromEntries(kinds.map((k) => [k.kind, {}]));
  let next = 0;
  const started = Date.now();
  // Kept-alive connections, at most 4 from each client.
  const agent = new http.Agent({ keepAlive: true, maxSockets: 4 });
  const worker = async () => {
    while (next < total && !until()) {
      const i = next++;
      const kind = kinds[i % kinds.length];
      const client = CLIENTS[Math.floor(i / kinds.length) % CLIENTS.length];
      const payload = kind.body?.();
      const { status } = await request(`${url}${kind.path ?? ""}`, {
        method: kind.method,
        from: client,
        agent,
        headers: { ...HEADERS, ...kind.headers?.() },
        body: payload === undefined ? undefined : JSON.stringify(payload),
      });
      answers[kind.kind][status] = (answers[kind.kind][status] ?? 0) + 1;
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  agent.destroy();
  const seconds = (Date.now() - started) / 1000;
  return { sent: Math.min(next, total), seconds: +seconds.toFixed(2), perSecond: +(next / seconds).toFixed(0), answers };
}
