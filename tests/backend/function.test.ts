/**
 * forms, for real: Deno serving the function, a real PostgreSQL, a real SMTP server
 * (maildev), all on 127.0.0.1 (tests/backend/global-setup.mjs).
 */
import { randomUUID } from "node:crypto";
import http from "node:http";
import {
  UUID,
  browserHeaders,
  clearMails,
  closeSql,
  contactUrl,
  control,
  countRows,
  drain,
  eventually,
  mailSource,
  mails,
  mailsTo,
  parkPendingMail,
  post,
  send,
  solvedChallenge,
  sql,
  stack,
  validBody,
} from "./support/stack";
import { ALTCHA_HEADER } from "../../supabase/functions/_shared/site-contract/challenge-payload";
import { HONEYPOT_FIELD } from "../../supabase/functions/_shared/site-contract/request-options";

const SEND_FAILED = "Si è verificato un errore nell'invio del messaggio. Riprova più tardi.";

afterAll(async () => {
  await closeSql();
});

describe("a valid submission", () => {
  test("stores one row and sends two e-mails: the notification to the firm and the confirmation to the visitor", async () => {
    await clearMails();
    const before = await countRows();
    const body = validBody({ name: "  Giulia Ferrari  ", company: " Nordica S.p.A. " });
    const answer = await post(body);

    expect(answer.status).toBe(200);
    expect(answer.json).toEqual({ ok: true, id: expect.stringMatching(UUID) });
    expect(answer.headers.get("access-control-allow-origin")).toBe(stack().allowedOrigin);

    const after = await countRows();
    expect(after.submissions - before.submissions).toBe(1);
    expect(after.outbox - before.outbox).toBe(2);
    const [row] =
      await sql()`select name, email, company, message, ip_hash, idempotency_key from public.contact_submissions where id = ${answer.json!.id as string}`;
    expect(row).toMatchObject({ name: "Giulia Ferrari", email: body.email, company: "Nordica S.p.A.", message: body.message });
    expect(row.ip_hash).toMatch(/^[0-9a-f]{64}$/);

    const outbox =
      await sql()`select kind, status, attempts, sent_at from public.contact_outbox where submission_id = ${answer.json!.id as string} order by kind`;
    expect(outbox.map((r) => [r.kind, r.status, r.attempts])).toEqual([
      ["confirmation", "sent", 1],
      ["notification", "sent", 1],
    ]);

    const received = await eventually(async () => {
      const all = await mails();
      return all.length >= 2 ? all : null;
    });
    expect(received).toHaveLength(2);

    const [notification] = await mailsTo(stack().contactInbox);
    expect(notification.subject).toBe("Nuovo contatto dal sito: Giulia Ferrari (Nordica S.p.A.)");
    expect(notification.replyTo?.map((a) => a.address)).toEqual([body.email]);
    expect(notification.from[0]).toEqual({ address: "noreply@alturaconsulting.it", name: "Altura Consulting" });
    expect(notification.text).toContain("vorrei parlare di un progetto di automazione.");
    expect(notification.text).toContain(`Email: ${body.email}`);
    expect(notification.html).toContain("Nordica S.p.A.");

    const [confirmation] = await mailsTo(body.email as string);
    expect(confirmation.subject).toBe("Abbiamo ricevuto il tuo messaggio – Altura Consulting");
    expect(confirmation.replyTo?.map((a) => a.address)).toEqual([stack().contactInbox]);
    expect(confirmation.text).toMatch(/^Ciao Giulia,\n/);
    expect(confirmation.text).toContain("ti risponderemo entro 24 ore");
    expect(confirmation.text).toContain("il team di Altura Consulting");
    // Nothing the visitor typed but the name: not the message, the company or the address.
    for (const part of [confirmation.text, confirmation.html]) {
      expect(part).not.toContain("automazione");
      expect(part).not.toContain("Nordica");
      expect(part).not.toContain(body.email as string);
    }
  });

  test("HTML in the name is not refused by the shared rules: it is stored as typed and escaped in every HTML part", async () => {
    await clearMails();
    const name = `<script>alert("x")</script><b>Mario</b> & Co`;
    const body = validBody({ name, company: `<img src=x onerror=alert(1)>`, message: `<a href="http://evil.example">clicca</a>\n</div><h1>` });
    const answer = await post(body);
    expect(answer.status).toBe(200);
    const [row] = await sql()`select name from public.contact_submissions where id = ${answer.json!.id as string}`;
    expect(row.name).toBe(name);

    await eventually(async () => ((await mails()).length >= 2 ? true : null));
    for (const mail of await mails()) {
      const source = await mailSource(mail.id);
      // Quoted-printable may fold lines; unfold before looking.
      const unfolded = source.replace(/=\r?\n/g, "").replace(/=3D/g, "=");
      const htmlPart = unfolded.slice(unfolded.indexOf("Content-Type: text/html"));
      expect(htmlPart).not.toContain("<script>");
      expect(htmlPart).not.toContain("<b>Mario");
      expect(htmlPart).not.toContain("<img");
      expect(htmlPart).not.toContain('<a href="http://evil.example">');
      expect(htmlPart).not.toContain("</div><h1>");
      if (mail.to[0].address === stack().contactInbox) {
        expect(htmlPart).toContain("&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;&lt;b&gt;Mario&lt;/b&gt; &amp; Co");
        expect(htmlPart).toContain("&lt;img src=x onerror=alert(1)&gt;");
      } else {
        // The visitor's copy does not even repeat it escaped: not a first name, so "Ciao,".
        expect(htmlPart).toContain(">Ciao,</p>");
        expect(htmlPart).not.toContain("Mario");
      }
    }
  });
});

/**
 * Every bad input: its request, and the answer it must get. NOTHING may be stored for any of
 * them (counted before and after each).
 */
type Bad = {
  label: string;
  method?: string;
  body?: string | Uint8Array<ArrayBuffer>;
  headers?: Record<string, string>;
  status: number;
  error?: string;
  field?: string;
};

const json = (value: unknown) => JSON.stringify(value);
const ok = { name: "Giulia Ferrari", email: "giulia@example.it", company: "Nordica", message: "Un messaggio.", consent: true };
const without = (key: keyof typeof ok) => {
  const copy: Record<string, unknown> = { ...ok };
  delete copy[key];
  return json(copy);
};
const with_ = (changes: Record<string, unknown>) => json({ ...ok, ...changes });

export const BAD_INPUTS: Bad[] = [
  // Missing or empty fields (422, the messages the product specification fixes, the field named)
  { label: "name missing", body: without("name"), status: 422, error: "Il nome è obbligatorio", field: "name" },
  { label: "name empty", body: with_({ name: "" }), status: 422, error: "Il nome è obbligatorio", field: "name" },
  { label: "name only spaces", body: with_({ name: "   \t " }), status: 422, error: "Il nome è obbligatorio", field: "name" },
  { label: "email missing", body: without("email"), status: 422, error: "Email non valida", field: "email" },
  { label: "email empty", body: with_({ email: "" }), status: 422, error: "Email non valida", field: "email" },
  { label: "message missing", body: without("message"), status: 422, error: "Il messaggio è obbligatorio", field: "message" },
  { label: "message only spaces", body: with_({ message: " \n  " }), status: 422, error: "Il messaggio è obbligatorio", field: "message" },
  { label: "empty object", body: "{}", status: 400, error: "Devi accettare la privacy policy per continuare.", field: "consent" },
  { label: "nothing but the consent", body: json({ consent: true }), status: 422, error: "Il nome è obbligatorio", field: "name" },
  { label: "consent not ticked", body: with_({ consent: false }), status: 400, error: "Devi accettare la privacy policy per continuare.", field: "consent" },
  // Over-long fields
  { label: "name 101 characters", body: with_({ name: "a".repeat(101) }), status: 422, error: "Il nome deve essere meno di 100 caratteri", field: "name" },
  {
    label: "email 256 characters",
    body: with_({ email: `${"a".repeat(245)}@example.it` }),
    status: 422,
    error: "L'email deve essere meno di 255 caratteri",
    field: "email",
  },
  {
    label: "company 101 characters",
    body: with_({ company: "c".repeat(101) }),
    status: 422,
    error: "L'azienda deve essere meno di 100 caratteri",
    field: "company",
  },
  {
    label: "message 2001 characters",
    body: with_({ message: "m".repeat(2001) }),
    status: 422,
    error: "Il messaggio deve essere meno di 2000 caratteri",
    field: "message",
  },
  {
    label: "message of 2001 accented letters",
    body: with_({ message: "è".repeat(2001) }),
    status: 422,
    error: "Il messaggio deve essere meno di 2000 caratteri",
    field: "message",
  },
  // Malformed e-mail addresses
  { label: "email without domain", body: with_({ email: "giulia@" }), status: 422, error: "Email non valida", field: "email" },
  { label: "email without @", body: with_({ email: "giulia.example.it" }), status: 422, error: "Email non valida", field: "email" },
  { label: "email with two @", body: with_({ email: "giulia@@example.it" }), status: 422, error: "Email non valida", field: "email" },
  { label: "email with a space", body: with_({ email: "giulia ferrari@example.it" }), status: 422, error: "Email non valida", field: "email" },
  { label: "email with a display name", body: with_({ email: "Giulia <giulia@example.it>" }), status: 422, error: "Email non valida", field: "email" },
  { label: "two addresses", body: with_({ email: "giulia@example.it,boss@example.it" }), status: 422, error: "Email non valida", field: "email" },
  // CR/LF in header fields (header injection)
  {
    label: "CRLF in name",
    body: with_({ name: "Giulia\r\nBcc: victim@example.com" }),
    status: 422,
    error: "Il nome non può contenere interruzioni di riga",
    field: "name",
  },
  { label: "LF in name", body: with_({ name: "Giulia\nFerrari" }), status: 422, error: "Il nome non può contenere interruzioni di riga", field: "name" },
  {
    label: "CR in company",
    body: with_({ company: "Nordica\rBcc: x@example.com" }),
    status: 422,
    error: "L'azienda non può contenere interruzioni di riga",
    field: "company",
  },
  { label: "CRLF in email", body: with_({ email: "giulia@example.it\r\nBcc: victim@example.com" }), status: 422, error: "Email non valida", field: "email" },
  // Wrong types and shapes (400, no field)
  { label: "name is a number", body: with_({ name: 42 }), status: 400, error: "Richiesta non valida." },
  { label: "name is null", body: with_({ name: null }), status: 400, error: "Richiesta non valida." },
  { label: "email is an array", body: with_({ email: ["giulia@example.it"] }), status: 400, error: "Richiesta non valida." },
  { label: "message is an object", body: with_({ message: { text: "ciao" } }), status: 400, error: "Richiesta non valida." },
  { label: "company is a boolean", body: with_({ company: true }), status: 400, error: "Richiesta non valida." },
  { label: "unknown field", body: with_({ admin: true }), status: 400, error: "Richiesta non valida." },
  {
    label: "__proto__ field",
    body: '{"name":"Giulia","email":"giulia@example.it","message":"x","__proto__":{"admin":true}}',
    status: 400,
    error: "Richiesta non valida.",
  },
  { label: "honeypot is a number", body: with_({ [HONEYPOT_FIELD]: 1 }), status: 400, error: "Richiesta non valida." },
  // Characters no browser form sends (400, with the field): PostgreSQL cannot store NUL — it must
  // never surface as a 503 "database unavailable" — and bidi controls disguise text.
  { label: "NUL in name", body: with_({ name: "Giulia\u0000" }), status: 400, error: "Il nome contiene caratteri non ammessi", field: "name" },
  { label: "NUL in message", body: with_({ message: "ciao\u0000ciao" }), status: 400, error: "Il messaggio contiene caratteri non ammessi", field: "message" },
  {
    label: "escape character in company",
    body: with_({ company: "Nordica\u001b[31m" }),
    status: 400,
    error: "L'azienda contiene caratteri non ammessi",
    field: "company",
  },
  { label: "tab in name", body: with_({ name: "Giulia\tFerrari" }), status: 400, error: "Il nome contiene caratteri non ammessi", field: "name" },
  {
    label: "C1 control in message",
    body: with_({ message: "ciao\u0085" }),
    status: 400,
    error: "Il messaggio contiene caratteri non ammessi",
    field: "message",
  },
  {
    label: "right-to-left override in name",
    body: with_({ name: "Giulia\u202Efdp.exe" }),
    status: 400,
    error: "Il nome contiene caratteri non ammessi",
    field: "name",
  },
  {
    label: "bidi isolate in company",
    body: with_({ company: "\u2066Nordica\u2069" }),
    status: 400,
    error: "L'azienda contiene caratteri non ammessi",
    field: "company",
  },
  {
    label: "left-to-right mark in message",
    body: with_({ message: "ciao\u200E" }),
    status: 400,
    error: "Il messaggio contiene caratteri non ammessi",
    field: "message",
  },
  {
    label: "Arabic letter mark in name",
    body: with_({ name: "Giulia\u061Cfdp.exe" }),
    status: 400,
    error: "Il nome contiene caratteri non ammessi",
    field: "name",
  },
  {
    label: "line separator in name",
    body: with_({ name: "Giulia\u2028Ferrari" }),
    status: 400,
    error: "Il nome contiene caratteri non ammessi",
    field: "name",
  },
  {
    label: "paragraph separator in message",
    body: with_({ message: "ciao\u2029ciao" }),
    status: 400,
    error: "Il messaggio contiene caratteri non ammessi",
    field: "message",
  },
  { label: "body is an array", body: json([ok]), status: 400, error: "Richiesta non valida." },
  { label: "body is a string", body: json("ciao"), status: 400, error: "Richiesta non valida." },
  { label: "body is a number", body: "42", status: 400, error: "Richiesta non valida." },
  { label: "body is null", body: "null", status: 400, error: "Richiesta non valida." },
  // Not JSON
  { label: "truncated JSON", body: '{"name":"Giulia",', status: 400, error: "Richiesta non valida." },
  { label: "empty body", body: "", status: 400, error: "Richiesta non valida." },
  { label: "form encoding sent as JSON", body: "name=Giulia&email=giulia%40example.it", status: 400, error: "Richiesta non valida." },
  { label: "invalid UTF-8", body: new Uint8Array([0x7b, 0x22, 0x6e, 0x22, 0x3a, 0x22, 0xff, 0xfe, 0x22, 0x7d]), status: 400, error: "Richiesta non valida." },
  // Huge bodies (413)
  { label: "17 KiB message", body: with_({ message: "m".repeat(17 * 1024) }), status: 413, error: "Il messaggio è troppo lungo." },
  { label: "1 MiB body", body: with_({ message: "m".repeat(1024 * 1024) }), status: 413, error: "Il messaggio è troppo lungo." },
  // Wrong content type (415)
  { label: "text/plain", body: json(ok), headers: { "Content-Type": "text/plain" }, status: 415, error: "La richiesta deve essere in formato JSON." },
  {
    label: "form-urlencoded",
    body: "name=Giulia",
    headers: { "Content-Type": "application/x-www-form-urlencoded" },
    status: 415,
    error: "La richiesta deve essere in formato JSON.",
  },
  {
    label: "multipart",
    body: "--x\r\n\r\n--x--",
    headers: { "Content-Type": "multipart/form-data; boundary=x" },
    status: 415,
    error: "La richiesta deve essere in formato JSON.",
  },
  {
    label: "no content type",
    body: new TextEncoder().encode(json(ok)),
    headers: { "Content-Type": "" },
    status: 415,
    error: "La richiesta deve essere in formato JSON.",
  },
  // Wrong method (405)
  { label: "GET", method: "GET", status: 405, error: "Metodo non consentito." },
  { label: "PUT", method: "PUT", body: json(ok), status: 405, error: "Metodo non consentito." },
  { label: "DELETE", method: "DELETE", status: 405, error: "Metodo non consentito." },
  { label: "PATCH", method: "PATCH", body: json(ok), status: 405, error: "Metodo non consentito." },
  // The idempotency key must be a UUID
  { label: "idempotency key not a UUID", body: json(ok), headers: { "Idempotency-Key": "1; drop table" }, status: 400, error: "Richiesta non valida." },
  // Other origins (403, and no CORS allow headers)
  { label: "disallowed origin", body: json(ok), headers: { Origin: "https://evil.example" }, status: 403, error: "Richiesta non consentita." },
  { label: "origin differing only by port", body: json(ok), headers: { Origin: "http://localhost:8001" }, status: 403, error: "Richiesta non consentita." },
  { label: "origin null", body: json(ok), headers: { Origin: "null" }, status: 403, error: "Richiesta non consentita." },
  { label: "no origin", body: json(ok), headers: { Origin: "" }, status: 403, error: "Richiesta non consentita." },
];

/** Headers with the empty ones removed (fetch would send them empty). */
function headersFor(bad: Bad): Record<string, string> {
  const all = browserHeaders(bad.headers ?? {});
  return Object.fromEntries(Object.entries(all).filter(([, v]) => v !== ""));
}

describe(`bad inputs (${BAD_INPUTS.length} kinds, plus a chunked body without a length and the honeypot) are refused and nothing is stored`, () => {
  test.each(BAD_INPUTS.map((b) => [b.label, b] as const))("%s", async (_label, bad) => {
    const before = await countRows();
    const answer = await send(bad.method ?? "POST", bad.body, headersFor(bad));
    expect(answer.status).toBe(bad.status);
    if (bad.error) expect(answer.json?.error).toBe(bad.error);
    if (bad.field) expect(answer.json?.field).toBe(bad.field);
    else expect(answer.json).not.toHaveProperty("field");
    if (bad.status === 403) {
      expect(answer.headers.get("access-control-allow-origin")).toBeNull();
    } else {
      // Errors to an allowed origin carry the CORS headers, so the site can read the message.
      expect(answer.headers.get("access-control-allow-origin")).toBe(stack().allowedOrigin);
    }
    expect(await countRows()).toEqual(before);
  });

  test("a body sent in chunks without Content-Length is cut at 16 KiB (the length header is not what is trusted)", async () => {
    const before = await countRows();
    const url = new URL(contactUrl());
    const status = await new Promise<number>((resolve, reject) => {
      const req = http.request(
        { host: url.hostname, port: url.port, path: url.pathname, method: "POST", headers: { ...browserHeaders(), "Transfer-Encoding": "chunked" } },
        (res) => {
          res.resume();
          resolve(res.statusCode ?? 0);
        },
      );
      req.on("error", (error) => (String(error.message).includes("EPIPE") || String(error.message).includes("ECONNRESET") ? resolve(-1) : reject(error)));
      req.write(`{"name":"Giulia","email":"giulia@example.it","message":"`);
      let sent = 0;
      const chunk = "m".repeat(4096);
      const pump = () => {
        // Up to 64 KiB, or until the server has answered and closed.
        while (sent < 16 && req.write(chunk)) sent++;
        if (sent < 16) req.once("drain", pump);
        else req.end('"}');
      };
      pump();
    });
    expect([413, -1]).toContain(status);
    expect(await countRows()).toEqual(before);
  });

  test.each([
    ["stops half-way (a Content-Length it never reaches)", "stall"],
    ["trickles in, a byte every 100 ms", "trickle"],
  ])("a body that %s: 408 once BODY_READ_TIMEOUT_MS has passed (1.5 s here), and nothing stored", async (_label, pace) => {
    const before = await countRows();
    const url = new URL(contactUrl());
    const started = Date.now();
    const status = await new Promise<number>((resolve, reject) => {
      const headers = pace === "stall" ? { ...browserHeaders(), "Content-Length": "400" } : { ...browserHeaders(), "Transfer-Encoding": "chunked" };
      const req = http.request({ host: url.hostname, port: url.port, path: url.pathname, method: "POST", headers }, (res) => {
        res.resume();
        clearInterval(drip);
        req.destroy();
        resolve(res.statusCode ?? 0);
      });
      req.on("error", (error) => (/EPIPE|ECONNRESET|socket hang up/.test(String(error.message)) ? undefined : reject(error)));
      req.write('{"name":"Giulia","email":"giulia@example.it","message":"');
      const drip = setInterval(() => {
        if (pace === "trickle") req.write("m");
        if (Date.now() - started > 20_000) {
          clearInterval(drip);
          req.destroy();
          resolve(-1);
        }
      }, 100);
    });
    const waited = Date.now() - started;
    expect(status).toBe(408);
    expect(waited).toBeGreaterThanOrEqual(1400);
    expect(waited).toBeLessThan(6000);
    expect(await countRows()).toEqual(before);
  });

  test("honeypot filled: answered exactly like a success (200, ok and an id), but nothing stored and no e-mail", async () => {
    await clearMails();
    const before = await countRows();
    const real = await post(validBody());
    await clearMails();
    const afterReal = await countRows();
    const answer = await post(validBody({ [HONEYPOT_FIELD]: "https://spam.example" }));
    expect(answer.status).toBe(200);
    expect(answer.json).toEqual({ ok: true, id: expect.stringMatching(UUID) });
    expect(Object.keys(answer.json!)).toEqual(Object.keys(real.json!));
    expect(answer.headers.get("content-type")).toBe(real.headers.get("content-type"));
    expect(afterReal.submissions - before.submissions).toBe(1);
    expect(await countRows()).toEqual(afterReal);
    await new Promise((r) => setTimeout(r, 300));
    expect(await mails()).toHaveLength(0);
  });

  test("the old honeypot name is not a field any more: a bot still using it is refused as malformed", async () => {
    const answer = await post(validBody({ website: "https://spam.example" }));
    expect(answer.status).toBe(400);
  });

  test("an empty honeypot is what people send: the message is stored", async () => {
    const answer = await post(validBody({ [HONEYPOT_FIELD]: "" }));
    expect(answer.status).toBe(200);
    expect(answer.json?.id).toMatch(UUID);
  });
});

describe("CORS", () => {
  test("the preflight from the site is answered first, allowing the headers supabase-js sends", async () => {
    const res = await fetch(contactUrl(), {
      method: "OPTIONS",
      headers: {
        Origin: stack().allowedOrigin,
        "Access-Control-Request-Method": "POST",
        "Access-Control-Request-Headers": "authorization,apikey,content-type,x-client-info,idempotency-key",
      },
    });
    expect(res.status).toBe(204);
    expect(res.headers.get("access-control-allow-origin")).toBe(stack().allowedOrigin);
    expect(res.headers.get("access-control-allow-methods")).toContain("POST");
    const allowed = res.headers.get("access-control-allow-headers")!.split(/,\s*/);
    expect(allowed).toEqual(expect.arrayContaining(["authorization", "apikey", "content-type", "x-client-info", "idempotency-key"]));
    expect(res.headers.get("vary")).toBe("Origin");
  });

  test("a preflight from another origin gets 403 and no allow headers", async () => {
    const res = await fetch(contactUrl(), { method: "OPTIONS", headers: { Origin: "https://evil.example", "Access-Control-Request-Method": "POST" } });
    expect(res.status).toBe(403);
    expect(res.headers.get("access-control-allow-origin")).toBeNull();
    expect(res.headers.get("access-control-allow-headers")).toBeNull();
  });

  test("the other configured origin (127.0.0.1:8000) is allowed too", async () => {
    const answer = await post(validBody(), { Origin: "http://127.0.0.1:8000" });
    expect(answer.status).toBe(200);
    expect(answer.headers.get("access-control-allow-origin")).toBe("http://127.0.0.1:8000");
  });
});

describe("abuse", () => {
  test("rate limit per e-mail address: 5 an hour (any case), the 6th gets 429 and is not stored", async () => {
    const email = `limit.${randomUUID().slice(0, 8)}@example.it`;
    for (let i = 0; i < 5; i++) {
      const answer = await post(validBody({ email: i % 2 ? email.toUpperCase() : email }));
      expect(answer.status).toBe(200);
    }
    const before = await countRows();
    const answer = await post(validBody({ email }));
    expect(answer.status).toBe(429);
    expect(answer.json).toEqual({ error: "Hai inviato troppi messaggi. Riprova tra qualche minuto." });
    expect(answer.headers.get("access-control-allow-origin")).toBe(stack().allowedOrigin);
    expect(await countRows()).toEqual(before);
  });

  test("per mailbox, not per address as typed: target+0 … target+9 from one client, 5 accepted and 3 e-mails to the mailbox a day; Gmail's dots and googlemail.com are one mailbox", async () => {
    const user = `target${randomUUID().slice(0, 8)}`;
    const client = "127.0.8.34";
    const statuses: number[] = [];
    for (let i = 0; i < 10; i++) statuses.push((await post(validBody({ email: `${user}+${i}@example.it` }), {}, undefined, client)).status);
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429, 429, 429, 429, 429]);
    // The 5 requests are stored and the firm notified of each; the mailbox gets 3 confirmations.
    const [outbox] = await sql()`
      select count(*) filter (where o.kind = 'notification')::int as notifications, count(*) filter (where o.kind = 'confirmation')::int as confirmations
      from public.contact_outbox o join public.contact_submissions s on s.id = o.submission_id where s.email like ${`${user}+%`}`;
    expect(outbox).toEqual({ notifications: 5, confirmations: 3 });
    await eventually(async () => ((await mails()).filter((m) => m.to.some((t) => t.address.startsWith(`${user}+`))).length >= 3 ? true : null));
    expect((await mails()).filter((m) => m.to.some((t) => t.address.startsWith(`${user}+`)))).toHaveLength(3);
    const [events] =
      await sql()`select coalesce(sum(count), 0)::int as n from public.form_events where kind = 'recipient_mail_cap' and minute > now() - interval '2 minutes'`;
    expect(events.n).toBeGreaterThanOrEqual(2);

    const gmail = `mario${randomUUID().slice(0, 6)}`;
    const spellings = [
      `${gmail}@gmail.com`,
      `m.a.r.i.o${gmail.slice(5)}@gmail.com`,
      `${gmail.toUpperCase()}@GMail.com`,
      `${gmail}+news@googlemail.com`,
      `ma.${gmail.slice(2)}+x@gmail.com`,
    ];
    for (const email of spellings) expect((await post(validBody({ email }))).status).toBe(200);
    expect((await post(validBody({ email: `${gmail.slice(0, 3)}.${gmail.slice(3)}@googlemail.com` }))).status).toBe(429);
    // Elsewhere dots are part of the address: another mailbox.
    expect((await post(validBody({ email: `m.a.r.i.o${gmail.slice(5)}@example.it` }))).status).toBe(200);
  });

  test("rate limit per client (the socket's address, never X-Forwarded-For): 20 an hour, the 21st gets 429 with Retry-After to the window's end; only a hash of the IP is stored", async () => {
    const client = "127.0.9.77";
    const ids: string[] = [];
    // A new X-Forwarded-For on every request, the way a per-IP limit is dodged: it changes nothing.
    for (let i = 0; i < 20; i++) {
      const answer = await post(validBody(), { "X-Forwarded-For": `203.0.113.${i}, 10.1.2.3` }, undefined, client);
      expect(answer.status).toBe(200);
      ids.push(answer.json!.id as string);
    }
    const answer = await post(validBody(), { "X-Forwarded-For": "198.51.100.200", "X-Real-IP": "198.51.100.201" }, undefined, client);
    expect(answer.status).toBe(429);
    // The first of the 20 leaves the one-hour window in just under an hour.
    const retryAfter = Number(answer.headers.get("retry-after"));
    expect(retryAfter).toBeGreaterThan(3500);
    expect(retryAfter).toBeLessThanOrEqual(3600);
    // Another client is not affected.
    expect((await post(validBody(), {}, undefined, "127.0.9.78")).status).toBe(200);

    const rows = await sql()`select distinct ip_hash from public.contact_submissions where id = any(${ids}::uuid[])`;
    expect(rows).toHaveLength(1);
    expect(rows[0].ip_hash).toMatch(/^[0-9a-f]{64}$/);
    const leaked = await sql()`select count(*)::int as n from public.contact_submissions where ip_hash like ${"%127.0.9%"} or origin like ${"%127.0.9%"}`;
    expect(leaked[0].n).toBe(0);
    const [events] = await sql()`
      select coalesce(sum(count), 0)::int as n from public.form_events where kind = 'rate_limited' and detail = 'ip:contact' and minute > now() - interval '2 minutes'`;
    expect(events.n).toBeGreaterThan(0);
  });

  test("an Idempotency-Key replayed with a different body: 409 with an Italian message, the first request kept as it was", async () => {
    const key = randomUUID();
    const first = validBody();
    expect((await post(first, { "Idempotency-Key": key })).status).toBe(200);
    const before = await countRows();
    const other = await post({ ...first, message: "Un altro messaggio, sotto la stessa chiave." }, { "Idempotency-Key": key });
    expect(other.status).toBe(409);
    expect(other.json).toEqual({ error: "Questa richiesta è già stata inviata con contenuti diversi. Ricarica la pagina e riprova." });
    expect(await countRows()).toEqual(before);
    const [row] = await sql()`select message from public.contact_submissions where idempotency_key = ${key}`;
    expect(row.message).toBe(first.message);
    // The same body again (spaces trimmed by the rules are the same request) is still a replay.
    expect((await post({ ...first, name: ` ${first.name} ` }, { "Idempotency-Key": key })).status).toBe(200);
  });

  test("a stranger's text in the name never reaches the address given: the confirmation greets neutrally; the firm sees everything, escaped", async () => {
    await clearMails();
    const victim = `terza.parte.${randomUUID().slice(0, 8)}@example.it`;
    const name = "X Vinci un iPhone su premio-sicuro.example";
    const answer = await post(validBody({ name, email: victim, company: "<b>Premi</b>", message: "Clicca https://premio-sicuro.example" }));
    expect(answer.status).toBe(200);
    const [confirmation] = await eventually(async () => {
      const got = await mailsTo(victim);
      return got.length ? got : null;
    });
    expect(confirmation.text.split("\n")[0]).toBe("Ciao,");
    // Quoted-printable may fold lines; unfold before looking.
    const unfold = (source: string) => source.replace(/=\r?\n/g, "").replace(/=3D/g, "=");
    const source = unfold(await mailSource(confirmation.id));
    for (const reflected of ["Vinci", "iPhone", "premio-sicuro", "Premi", "Clicca"]) expect(source).not.toContain(reflected);
    const [notification] = await eventually(async () => {
      const got = (await mailsTo(stack().contactInbox)).filter((m) => m.text.includes(answer.json!.id as string));
      return got.length ? got : null;
    });
    expect(notification.text).toContain(`Nome: ${name}`);
    expect(notification.text).toContain("Clicca https://premio-sicuro.example");
    expect(unfold(await mailSource(notification.id))).toContain("&lt;b&gt;Premi&lt;/b&gt;");
  });

  test("the same attempt sent 5 times at once (one Idempotency-Key) stores one row and answers the same id", async () => {
    const key = randomUUID();
    const body = validBody();
    const before = await countRows();
    const answers = await Promise.all(Array.from({ length: 5 }, () => post(body, { "Idempotency-Key": key })));
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200, 200, 200]);
    const ids = new Set(answers.map((a) => a.json!.id));
    expect(ids.size).toBe(1);
    const after = await countRows();
    expect(after.submissions - before.submissions).toBe(1);
    expect(after.outbox - before.outbox).toBe(2);

    // …and once more later, as a browser retry would.
    const again = await post(body, { "Idempotency-Key": key.toUpperCase() });
    expect(again.json!.id).toBe([...ids][0]);
    expect((await countRows()).submissions).toBe(after.submissions);
  });

  test("the anon and authenticated roles cannot read or write the tables (RLS on, privileges revoked)", async () => {
    for (const role of ["anon", "authenticated"]) {
      for (const table of ["contact_submissions", "contact_outbox"]) {
        await expect(
          sql().begin(async (tx) => {
            await tx.unsafe(`set local role ${role}`);
            await tx.unsafe(`select * from public.${table}`);
          }),
        ).rejects.toThrow(/permission denied/);
        await expect(
          sql().begin(async (tx) => {
            await tx.unsafe(`set local role ${role}`);
            await tx.unsafe(`insert into public.${table} default values`);
          }),
        ).rejects.toThrow(/permission denied/);
      }
    }
    const rls = await sql()`select relname, relrowsecurity from pg_class where relname in ('contact_submissions', 'contact_outbox') order by relname`;
    expect(rls.map((r) => [r.relname, r.relrowsecurity])).toEqual([
      ["contact_outbox", true],
      ["contact_submissions", true],
    ]);
    // The only policies name the function's own role: none reaches an API role.
    const policies = await sql()`select distinct unnest(roles)::text as role from pg_policies where tablename in ('contact_submissions', 'contact_outbox')`;
    expect(policies.map((p) => p.role)).toEqual(["contact_function"]);
  });
});

describe("the outbox drain", () => {
  test("refuses callers without the secret", async () => {
    const url = `${contactUrl()}/outbox`;
    expect((await fetch(url, { method: "POST" })).status).toBe(401);
    expect((await fetch(url, { method: "POST", headers: { Authorization: "Bearer local-anon-key-not-a-secret" } })).status).toBe(401);
    expect((await fetch(url, { method: "GET", headers: { Authorization: `Bearer ${stack().outboxSecret}` } })).status).toBe(405);
    const ok = await drain();
    expect(ok.status).toBe(200);
    expect(ok.json).toMatchObject({ ok: true });
  });
});

describe("failures", () => {
  // The drain's counts below are each test's own e-mails only.
  beforeEach(parkPendingMail);

  test("mail server down: the lead is still committed (200); the e-mails wait, with backoff, and go out once — after it is back and the outbox is drained", async () => {
    await control("/maildev/stop");
    let id: string;
    let body: Record<string, unknown>;
    try {
      body = validBody();
      const answer = await post(body);
      expect(answer.status).toBe(200);
      id = answer.json!.id as string;
      const rows = await sql()`select status, attempts, last_error, next_attempt_at > now() as later from public.contact_outbox where submission_id = ${id}`;
      expect(rows).toHaveLength(2);
      for (const row of rows) {
        expect(row).toMatchObject({ status: "pending", attempts: 1, later: true });
        expect(row.last_error).toMatch(/ECONNREFUSED|connect|refused/i);
      }
      // Not due yet: the drain leaves them alone (exponential backoff, first retry after ~30 s).
      expect((await drain()).json).toMatchObject({ sent: 0, failed: 0 });
    } finally {
      await control("/maildev/start");
    }
    await clearMails();
    // Time passes: make them due, then drain.
    await sql()`update public.contact_outbox set next_attempt_at = now() where submission_id = ${id!}`;
    const drained = await drain();
    expect(drained.json).toMatchObject({ ok: true, sent: 2, failed: 0 });
    const rows = await sql()`select status, attempts, last_error from public.contact_outbox where submission_id = ${id!} order by kind`;
    expect(rows.map((r) => [r.status, r.attempts, r.last_error])).toEqual([
      ["sent", 2, null],
      ["sent", 2, null],
    ]);
    // Exactly once: another drain sends nothing more.
    expect((await drain()).json).toMatchObject({ sent: 0, failed: 0 });
    await new Promise((r) => setTimeout(r, 300));
    expect(await mailsTo(body!.email as string)).toHaveLength(1);
    expect(await mailsTo(stack().contactInbox)).toHaveLength(1);
  });

  test("two drains at once never send the same row twice (FOR UPDATE SKIP LOCKED)", async () => {
    await control("/maildev/stop");
    const ids: string[] = [];
    try {
      for (let i = 0; i < 4; i++) ids.push((await post(validBody())).json!.id as string);
    } finally {
      await control("/maildev/start");
    }
    await clearMails();
    await sql()`update public.contact_outbox set next_attempt_at = now() where submission_id = any(${ids}::uuid[])`;
    const results = await Promise.all([drain(), drain(), drain()]);
    const sent = results.reduce((n, r) => n + Number(r.json.sent), 0);
    expect(sent).toBe(8);
    // All eight stored by maildev, and no ninth a moment later.
    await eventually(async () => ((await mails()).length >= 8 ? true : null));
    await new Promise((r) => setTimeout(r, 300));
    expect(await mails()).toHaveLength(8);
  });

  test("database unreachable (the function's DB URL is a closed port): a quick 503 with the site's error text, never a 2xx", async () => {
    // Its challenges are counted in the database too: none to be had, so the request carries one
    // from the other instance (same key and cost).
    const challenge = await send("GET", undefined, browserHeaders(), stack().dbDownFunctionsUrl, undefined, "/challenge?form=contact");
    expect(challenge.status).toBe(503);
    const answer = await post(validBody(), { [ALTCHA_HEADER]: await solvedChallenge("contact") }, stack().dbDownFunctionsUrl);
    expect(answer.status).toBe(503);
    expect(answer.json).toEqual({ error: SEND_FAILED });
    expect(answer.headers.get("access-control-allow-origin")).toBe(stack().allowedOrigin);
    expect(answer.ms).toBeLessThan(5000);
  });

  test("database stopped under a running function: 503 while it is down, 200 again once it is back", async () => {
    expect((await post(validBody())).status).toBe(200); // the pool has live connections
    const altcha = await solvedChallenge("contact"); // fetching one needs the database too
    await closeSql();
    await control("/postgres/stop");
    try {
      const answer = await post(validBody(), { [ALTCHA_HEADER]: altcha });
      expect(answer.status).toBe(503);
      expect(answer.json).toEqual({ error: SEND_FAILED });
      expect(answer.ms).toBeLessThan(5000);
    } finally {
      await control("/postgres/start");
    }
    const back = await eventually(async () => {
      const answer = await post(validBody());
      return answer.status === 200 ? answer : null;
    });
    expect(back.json?.id).toMatch(UUID);
  });
});

describe("migrations", () => {
  test("every file in supabase/migrations is recorded once; re-applying applies nothing", async () => {
    const { readdirSync } = await import("node:fs");
    const path = await import("node:path");
    const files = readdirSync(path.resolve(__dirname, "../../supabase/migrations"))
      .filter((f) => f.endsWith(".sql"))
      .sort();
    const rows = await sql()`select version, name from supabase_migrations.schema_migrations order by version`;
    expect(rows.map((r) => `${r.version}_${r.name}.sql`)).toEqual(files);
    expect(await control("/migrations/apply")).toEqual({ applied: [] });
  });

  test("every file of the repository a migration names exists (its comments are read by whoever deploys it)", async () => {
    const { existsSync, readdirSync, readFileSync } = await import("node:fs");
    const path = await import("node:path");
    const root = path.resolve(__dirname, "../..");
    const dir = path.join(root, "supabase/migrations");
    const named = readdirSync(dir)
      .filter((f) => f.endsWith(".sql"))
      .flatMap((file) =>
        [...readFileSync(path.join(dir, file), "utf8").matchAll(/\b(?:data|docs|scripts|src|supabase|tests)\/[\w./-]*\.(?:json|md|mjs|sh|sql|ts)\b/g)].map(
          ([name]) => `${file}: ${name}`,
        ),
      );
    expect(named.length).toBeGreaterThan(0);
    expect(named.filter((entry) => !existsSync(path.join(root, entry.split(": ")[1])))).toEqual([]);
  });

  test("without pg_cron/pg_net (plain local PostgreSQL) the schedule migration skips itself", async () => {
    const ext = await sql()`select extname from pg_extension where extname in ('pg_cron', 'pg_net')`;
    expect(ext).toHaveLength(0);
  });
});
