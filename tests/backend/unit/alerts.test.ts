/**
 * The alerts' wording (alert-message.ts), the webhook's post (alerts.ts, against a server on
 * 127.0.0.1) and their configuration (config.ts). Which alerts are due is the database's
 * decision: tests/backend/alerts.test.ts.
 */
import http from "node:http";
import type { AddressInfo } from "node:net";
import { alertWebhookBody, type DueAlert, renderAlertEmail, wordAlert } from "../../../supabase/functions/_shared/alert-message";
import { AlertWebhookError, postAlertWebhook } from "../../../supabase/functions/_shared/alerts";
import { alertWebhookUrlOf, loadConfig } from "../../../supabase/functions/_shared/config";
import { REQUIRED_ENV } from "../support/function-env";

const ctx = { siteUrl: "https://www.alturaconsulting.it/", visitorMailHourlyCap: 200, unknownClientPerHour: 10, now: new Date("2026-11-24T10:00:00Z") };

const backlog: DueAlert = {
  id: "1",
  condition: "outbox_backlog",
  figures: {
    oldest_pending_minutes: 20,
    outbox_pending: 3,
    outbox_retrying: 1,
    threshold_minutes: 15,
    oldest_attempts: 4,
    oldest_last_error: "Resend answered 401",
  },
};
const failed: DueAlert = {
  id: "2",
  condition: "mail_failed",
  figures: {
    failed: 2,
    failed_24h: 5,
    by_kind: { confirmation: 1, notification: 1 },
    latest_id: "0b1c",
    latest_kind: "notification",
    latest_error: "550 <[indirizzo]>",
  },
};
const cap: DueAlert = {
  id: "3",
  condition: "visitor_mail_cap",
  figures: {
    cap_hits: 4,
    cap_hits_24h: 9,
    visitor_mails_1h: 200,
    held: 4,
    last_send_after: "2026-11-24T11:03:00+00:00",
    by_form: { contact: 3, newsletter: 1 },
  },
};
const spike: DueAlert = {
  id: "4",
  condition: "refusal_spike",
  figures: { rate_limited_1h: 70, honeypot_1h: 2, challenge_refused_1h: 0, requests_1h: 6, threshold_per_hour: 50 },
};

describe("wording", () => {
  test("each condition: its title, its figures, what to do", () => {
    expect(wordAlert(backlog, ctx)).toEqual({
      title: "Email in attesa da 20 minuti",
      facts: [
        "La più vecchia email da inviare aspetta da 20 minuti (soglia: 15), dopo 4 tentativi.",
        "In coda: 3, di cui 1 con 3 o più tentativi falliti.",
        "Ultimo errore: Resend answered 401",
      ],
      action: expect.stringContaining("drain-contact-outbox"),
    });
    const f = wordAlert(failed, ctx);
    expect(f.title).toBe("2 email non inviate, non più ritentate");
    expect(f.facts).toEqual([
      "Rifiutate dal fornitore, o ancora non partite dopo 7 giorni di tentativi, e non ancora segnalate: 2 (1 ai visitatori, 1 allo studio); nelle ultime 24 ore: 5. Non vengono ritentate e il loro testo è cancellato.",
      "L'ultima: allo studio, id 0b1c in contact_outbox.",
      "Motivo: 550 <[indirizzo]>",
    ]);
    expect(f.action).toContain("MAIL_FROM");
    const c = wordAlert(cap, ctx);
    expect(c.title).toBe("Raggiunto il limite di 200 email l'ora ai visitatori");
    expect(c.facts[0]).toBe("Email ai visitatori rimandate, non ancora segnalate: 4 (moduli: 3 contatti, 1 newsletter); nelle ultime 24 ore: 9.");
    expect(c.facts[1]).toBe(
      "Nessuna va persa: aspettano in coda e partono da sole, nell'ordine, appena il limite lo consente. In attesa ora: 4; l'ultima partirà il 24 novembre 2026 alle ore 12:03.",
    );
    expect(c.action).toContain("VISITOR_MAIL_HOURLY_CAP");
    const s = wordAlert(spike, ctx);
    expect(s.title).toBe("Picco di richieste rifiutate nell'ultima ora");
    expect(s.facts[0]).toContain("70 oltre i limiti per indirizzo o email");
    expect(s.facts[0]).toContain("soglia: 50 l'ora per tipo");
  });

  test("requests without a client address: how many, by form, the shared limit, and which header to check", () => {
    const unknown = wordAlert(
      { id: "9", condition: "client_unknown", figures: { requests: 7, requests_24h: 12, by_form: { contact: 5, newsletter: 2 } } },
      ctx,
    );
    expect(unknown.title).toBe("Richieste arrivate senza l'indirizzo del visitatore");
    expect(unknown.facts.join(" ")).toContain("non ancora segnalate: 7 (moduli: 5 contatti, 2 newsletter); nelle ultime 24 ore: 12.");
    expect(unknown.facts.join(" ")).toContain("con un limite di 10 l'ora");
    expect(unknown.action).toContain("CLIENT_IP_HEADER");
  });

  test("missing figures read as zero and leave out what they would have said", () => {
    const w = wordAlert({ id: "5", condition: "outbox_backlog", figures: {} }, ctx);
    expect(w.facts).toEqual([
      "La più vecchia email da inviare aspetta da 0 minuti (soglia: 0), e non è ancora stata tentata.",
      "In coda: 0, di cui 0 con 3 o più tentativi falliti.",
    ]);
    expect(wordAlert({ id: "6", condition: "mail_failed", figures: { failed: 1 } }, ctx).facts).toEqual([
      "Rifiutate dal fornitore, o ancora non partite dopo 7 giorni di tentativi, e non ancora segnalate: 1; nelle ultime 24 ore: 0. Non vengono ritentate e il loro testo è cancellato.",
    ]);
  });

  test("the webhook's body is {text} alone: the site, every alert, the monitoring query", () => {
    const body = alertWebhookBody([backlog, cap], ctx);
    expect(Object.keys(body)).toEqual(["text"]);
    expect(body.text).toMatch(/^Moduli di www\.alturaconsulting\.it — 24 novembre 2026 alle ore 11:00\n\n⚠️ Email in attesa da 20 minuti\n/);
    expect(body.text).toContain("⚠️ Raggiunto il limite di 200 email l'ora ai visitatori");
    expect(body.text.match(/Cosa fare:/g)).toHaveLength(2);
    expect(body.text.endsWith("Situazione attuale: select * from public.form_monitoring;")).toBe(true);
  });

  test("the e-mail: kind alert to the given address, the first title as subject, everything escaped in HTML", () => {
    const odd: DueAlert = { ...failed, figures: { ...failed.figures, latest_error: `<script>alert("x")</script> & co` } };
    const mail = renderAlertEmail([odd, spike], { ...ctx, to: "studio@example.it" });
    expect(mail).toMatchObject({ kind: "alert", to: "studio@example.it", replyTo: null });
    expect(mail.subject).toBe("Avviso dai moduli del sito: 2 email non inviate, non più ritentate (e altri 1)");
    expect(mail.text).toContain(`Motivo: <script>alert("x")</script> & co`);
    expect(mail.html).not.toContain("<script>");
    expect(mail.html).toContain("Motivo: &lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; co");
    expect(mail.html).toContain("Picco di richieste rifiutate");
    expect(renderAlertEmail([cap], { ...ctx, to: "s@example.it" }).subject).toBe(
      "Avviso dai moduli del sito: Raggiunto il limite di 200 email l'ora ai visitatori",
    );
  });
});

describe("configuration", () => {
  const config = (env: Record<string, string>) => loadConfig((name) => ({ ...REQUIRED_ENV, ...env })[name]);

  test("ALERT_WEBHOOK_URL: https, or http to the loopback only; a bad value is refused without being echoed", () => {
    expect(alertWebhookUrlOf(undefined)).toBeNull();
    expect(alertWebhookUrlOf("https://hooks.slack.com/services/T0/B0/secret")).toBe("https://hooks.slack.com/services/T0/B0/secret");
    expect(alertWebhookUrlOf("http://127.0.0.1:9999/hook")).toBe("http://127.0.0.1:9999/hook");
    for (const bad of ["http://hooks.example/services/secret", "ftp://hooks.example/secret", "not a url secret"]) {
      expect(() => alertWebhookUrlOf(bad)).toThrow(/ALERT_WEBHOOK_URL/);
      try {
        alertWebhookUrlOf(bad);
      } catch (error) {
        expect(String((error as Error).message)).not.toContain("secret");
      }
    }
    expect(config({}).alertWebhookUrl).toBeNull();
    expect(config({ ALERT_WEBHOOK_URL: " https://chat.googleapis.com/v1/spaces/x/messages?key=k " }).alertWebhookUrl).toBe(
      "https://chat.googleapis.com/v1/spaces/x/messages?key=k",
    );
  });

  test("alert e-mails go to CONTACT_INBOX unless ALERT_EMAIL_TO says otherwise, or none", () => {
    expect(config({}).alertEmailTo).toBe("info@alturaconsulting.it");
    expect(config({ CONTACT_INBOX: "leads@example.it" }).alertEmailTo).toBe("leads@example.it");
    expect(config({ CONTACT_INBOX: "leads@example.it", ALERT_EMAIL_TO: "it@example.it" }).alertEmailTo).toBe("it@example.it");
    expect(config({ ALERT_EMAIL_TO: "None" }).alertEmailTo).toBeNull();
    expect(config({}).alertWebhookTimeoutMs).toBe(5000);
    expect(config({ ALERT_WEBHOOK_TIMEOUT_MS: "1500" }).alertWebhookTimeoutMs).toBe(1500);
    expect(() => config({ ALERT_WEBHOOK_TIMEOUT_MS: "0" })).toThrow();
  });
});

describe("the webhook's post", () => {
  let server: http.Server;
  let url: string;
  let mode: "ok" | "fail" | "hang" = "ok";
  const seen: { method?: string; type?: string; body: string }[] = [];

  beforeAll(async () => {
    server = http.createServer((req, res) => {
      let body = "";
      req.on("data", (c) => (body += c));
      req.on("end", () => {
        seen.push({ method: req.method, type: req.headers["content-type"], body });
        if (mode === "hang") return;
        res.writeHead(mode === "ok" ? 200 : 500, { "Content-Type": "text/plain" });
        res.end(mode === "ok" ? "ok" : "no");
      });
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/services/T0/B0/the-secret-token`;
  });
  afterAll(async () => {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  });

  test("posts the JSON body, and resolves on a 2xx", async () => {
    mode = "ok";
    await postAlertWebhook(url, { text: "ciao" }, 2000);
    expect(seen.at(-1)).toEqual({ method: "POST", type: "application/json", body: '{"text":"ciao"}' });
  });

  test("another answer, no answer in time, or no server: an AlertWebhookError that never quotes the URL", async () => {
    mode = "fail";
    await expect(postAlertWebhook(url, { text: "x" }, 2000)).rejects.toEqual(new AlertWebhookError("the webhook answered 500", 500));
    mode = "hang";
    await expect(postAlertWebhook(url, { text: "x" }, 300)).rejects.toThrow("the webhook did not answer within 300 ms");
    const closed = url.replace(/:\d+\//, ":1/");
    const error = await postAlertWebhook(closed, { text: "x" }, 2000).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(AlertWebhookError);
    expect(String((error as Error).message)).toMatch(/^the webhook could not be reached/);
    expect(String((error as Error).message)).not.toContain("the-secret-token");
  });
});
