/**
 * Local stand-in for Supabase's functions gateway (no Docker, no account): serves
 * http://127.0.0.1:$PORT/functions/v1/<name>[/…] with the function's own index.ts, exactly the
 * file `supabase functions deploy` ships.
 *
 * Each index.ts calls Deno.serve(handler) at import time, as on the hosted runtime; here that
 * call is intercepted to collect the handler, and one real server routes to it. Like the hosted
 * gateway, it strips the /functions/v1 prefix (the function sees /<name>[/…]) and does not verify
 * JWTs (the function is configured with verify_jwt = false).
 *
 *   deno run --config supabase/functions/forms/deno.json --allow-net=127.0.0.1 \
 *     --allow-env --allow-read supabase/functions/serve-local.ts
 */
type Handler = (req: Request, info: Deno.ServeHandlerInfo<Deno.NetAddr>) => Response | Promise<Response>;

const FUNCTIONS = ["forms"] as const;

const handlers = new Map<string, Handler>();
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
  if (!captured) throw new Error(`${name}/index.ts did not call Deno.serve(handler)`);
  handlers.set(name, captured);
}

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
