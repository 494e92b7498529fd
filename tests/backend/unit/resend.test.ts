/**
 * The Resend transport against a fake Resend API on 127.0.0.1 (the real one is never called).
 */
import http from "node:http";
import type { AddressInfo } from "node:net";
import { createResendTransport, ResendError } from "../../../supabase/functions/_shared/mail/resend";

interface Seen {
  method: string;
  url: string;
  headers: http.IncomingHttpHeaders;
  body: Record<string, unknown>;
}

let server: http.Server;
let url: string;
const seen: Seen[] = [];
let behaviour: "ok" | "fail" | "hang" = "ok";

beforeAll(async () => {
  server = http.createServer((req, res) => {
    let body = "";
    req.on("data", (c) => (body += c));
    req.on("end", () => {
      seen.push({ method: req.method!, url: req.url!, headers: req.headers, body: JSON.parse(body) });
      if (behaviour === "hang") return;
      res.writeHead(behaviour === "ok" ? 200 : 422, { "Content-Type": "application/json" });
      res.end(
        JSON.stringify(
          behaviour === "ok" ? { id: "49a3999c-0ce1-4ea6-ab68-afcd6dc2e794" } : { statusCode: 422, name: "validation_error", message: "Invalid `to` field." },
        ),
      );
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/emails`;
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

beforeEach(() => {
  seen.length = 0;
  behaviour = "ok";
});

const mail = {
  id: "0f8fad5b-d9cb-469f-a165-70867728950e",
  from: "Altura Consulting <noreply@alturaconsulting.it>",
  to: "info@alturaconsulting.it",
  replyTo: "giulia@example.it",
  subject: "Nuovo contatto dal sito: Giulia Ferrari",
  html: "<p>ciao</p>",
  text: "ciao",
};

test("POSTs the e-mail with the API key and the outbox row id as Idempotency-Key", async () => {
  const transport = createResendTransport({ apiKey: "re_123", apiUrl: url });
  expect(transport.name).toBe("resend");
  await expect(transport.send(mail, { timeoutMs: 2000 })).resolves.toEqual({ messageId: "49a3999c-0ce1-4ea6-ab68-afcd6dc2e794" });
  expect(seen).toHaveLength(1);
  expect(seen[0].method).toBe("POST");
  expect(seen[0].url).toBe("/emails");
  expect(seen[0].headers.authorization).toBe("Bearer re_123");
  expect(seen[0].headers["idempotency-key"]).toBe(mail.id);
  expect(seen[0].headers["content-type"]).toBe("application/json");
  expect(seen[0].body).toEqual({
    from: mail.from,
    to: [mail.to],
    subject: mail.subject,
    html: mail.html,
    text: mail.text,
    reply_to: [mail.replyTo],
  });
});

test("no reply_to when there is none", async () => {
  await createResendTransport({ apiKey: "re_123", apiUrl: url }).send({ ...mail, replyTo: null }, { timeoutMs: 2000 });
  expect(seen[0].body).not.toHaveProperty("reply_to");
});

test("an error answer throws, with the status and Resend's message", async () => {
  behaviour = "fail";
  const error = await createResendTransport({ apiKey: "re_123", apiUrl: url })
    .send(mail, { timeoutMs: 2000 })
    .catch((e: unknown) => e);
  expect(error).toBeInstanceOf(ResendError);
  expect((error as ResendError).status).toBe(422);
  expect((error as ResendError).message).toContain("Invalid `to` field.");
});

test("a provider that does not answer is given up on after the timeout", async () => {
  behaviour = "hang";
  const started = Date.now();
  await expect(createResendTransport({ apiKey: "re_123", apiUrl: url }).send(mail, { timeoutMs: 300 })).rejects.toThrow(/timed out after 300 ms/);
  expect(Date.now() - started).toBeLessThan(2000);
});

test("an unreachable provider throws (no status)", async () => {
  const error = await createResendTransport({ apiKey: "re_123", apiUrl: "http://127.0.0.1:1/emails" })
    .send(mail, { timeoutMs: 1000 })
    .catch((e: unknown) => e);
  expect(error).toBeInstanceOf(ResendError);
  expect((error as ResendError).status).toBeNull();
});
