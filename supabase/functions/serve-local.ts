/**
 * Local stand-in for Supabase's functions gateway (no Docker, no account): serves
 * http://127.0.0.1:$PORT/functions/v1/<name>[/…] with the function's own index.ts, exactly the
 * file `supabase functions deploy` ships.
 *
 * Each index.ts calls Deno.serve(handler) at import time, as on the hosted runtime; here that
 * call is intercepted to collect the handler, and one real server routes to it. Like the hosted
 * gateway, it strips the /functions/v1 prefix (the function sees /<name>[/…]) and does not verify
 * JWTs (every function is configured with verify_jwt = false). A function that refuses to start
 * (its index.ts logs why and serves nothing) answers 503 at its route, as the hosted gateway
 * answers for a worker that failed to boot, and the others serve; with none started, this stops.
 *
 * One Deno runs every function, so it runs with the union of their import maps
 * (scripts/backend/lib/stack.mjs, localFunctionsConfig):
 *
 *   deno run --config .tmp/functions/deno.json --allow-net=127.0.0.1 \
 *     --allow-env --allow-read supabase/functions/serve-local.ts
 */
type Handler = (req: Request, info: Deno.ServeHandlerInfo<Deno.NetAddr>) => Response | Promise<Response>;

/** The site's functions: the forms, and page analytics' collector. */
const FUNCTIONS = ["forms", "collect"] as const;

const handlers = new Map<string, Handler>();
const refused: string[] = [];
const realServe = Deno.serve;
for (const name of FUNCTIONS) {
  let captured: Handler | undefined;
  (Deno as { serve: unknown }).serve = (...args: unknown[]) => {
    const last = args[args.length - 1];
    const options = args[0] as { handler?: Handler } | undefined;
    captured = typeof last === "function" ? (last as Handler) : options?.handler;
    return { finished: Promise.resolve(), shutdown: () => Promise.resolve(), ref() {}, unref() {}, addr: { transport: "tcp", hostname: "127.0.0.1", port: 0 } };
  };
  try {
    await import(`./${name}/index.ts`);
  } finally {
    (Deno as { serve: unknown }).serve = realServe;
  }
  if (captured) handlers.set(name, captured);
  else refused.push(name);
}
if (handlers.size === 0) throw new Error(`no function started: ${refused.map((name) => `${name}/index.ts`).join(", ")} did not call Deno.serve(handler)`);

/** The hosted gateway's answer for a function whose worker did not boot. */
const notStarted = (name: string) =>
  new Response(JSON.stringify({ error: `La funzione ${name} non è partita: vedi il suo log (refused_to_start).` }), {
    status: 503,
    headers: { "Content-Type": "application/json" },
  });

const port = Number(Deno.env.get("FUNCTIONS_PORT") ?? "54321");
const hostname = Deno.env.get("FUNCTIONS_HOST") ?? "127.0.0.1";

const server = Deno.serve(
  {
    port,
    hostname,
    onListen: ({ hostname, port }) => console.log(JSON.stringify({ event: "functions_listening", url: `http://${hostname}:${port}/functions/v1/` })),
  },
  (req, info) => {
    const url = new URL(req.url);
    const match = /^\/functions\/v1\/([^/]+)(\/.*)?$/.exec(url.pathname);
    if (match && refused.includes(match[1])) return notStarted(match[1]);
    const handler = match ? handlers.get(match[1]) : undefined;
    if (!match || !handler) {
      return new Response(JSON.stringify({ error: "Funzione non trovata." }), { status: 404, headers: { "Content-Type": "application/json" } });
    }
    const inner = new URL(url);
    inner.pathname = `/${match[1]}${match[2] ?? ""}`;
    // A fresh Request (not `new Request(inner, req)`, which would tie it to req.signal).
    const forwarded = new Request(inner, { method: req.method, headers: req.headers, body: req.body });
    return handler(forwarded, info);
  },
);

const stop = () => {
  server.shutdown().finally(() => Deno.exit(0));
};
Deno.addSignalListener("SIGTERM", stop);
Deno.addSignalListener("SIGINT", stop);
