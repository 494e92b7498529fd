import { bearerMatches, constantTimeEqual } from "../../../supabase/functions/_shared/auth";
import { isJsonContentType, isUuid, jsonResponse, readBodyLimited } from "../../../supabase/functions/_shared/http";

describe("outbox drain authorisation", () => {
  const secret = "s3cret-s3cret-s3cret";
  test("only `Bearer <one of the secrets>`", () => {
    expect(bearerMatches(`Bearer ${secret}`, [undefined, secret])).toBe(true);
    expect(bearerMatches(`bearer ${secret}`, [secret])).toBe(true);
    expect(bearerMatches(`Bearer ${secret}x`, [secret])).toBe(false);
    expect(bearerMatches(secret, [secret])).toBe(false);
    expect(bearerMatches(null, [secret])).toBe(false);
    expect(bearerMatches("Bearer ", [""])).toBe(false);
  });
  test("short or missing secrets never authorise anything", () => {
    expect(bearerMatches("Bearer short", ["short"])).toBe(false);
    expect(bearerMatches("Bearer undefined", [undefined])).toBe(false);
  });
  test("constantTimeEqual", () => {
    expect(constantTimeEqual("abc", "abc")).toBe(true);
    expect(constantTimeEqual("abc", "abd")).toBe(false);
    expect(constantTimeEqual("abc", "abcd")).toBe(false);
    expect(constantTimeEqual("è", "e")).toBe(false);
  });
});

describe("readBodyLimited", () => {
  const req = (body: BodyInit | null, headers: Record<string, string> = {}) =>
    new Request("http://127.0.0.1/x", { method: "POST", body, headers, duplex: "half" } as RequestInit);

  test("a body within the limit is read as UTF-8 text", async () => {
    expect(await readBodyLimited(req('{"a":"è"}'), 100, 1000)).toEqual({ ok: true, text: '{"a":"è"}' });
  });

  test("the limit is in bytes and inclusive", async () => {
    expect((await readBodyLimited(req("a".repeat(16)), 16, 1000)).ok).toBe(true);
    expect(await readBodyLimited(req("a".repeat(17)), 16, 1000)).toEqual({ ok: false, reason: "too_large" });
    expect(await readBodyLimited(req("è".repeat(9)), 16, 1000)).toEqual({ ok: false, reason: "too_large" });
  });

  test("a declared Content-Length over the limit is refused without reading", async () => {
    expect(await readBodyLimited(req("small", { "content-length": "999999" }), 16, 1000)).toEqual({ ok: false, reason: "too_large" });
  });

  test("a stream with no length is cut as soon as it passes the limit", async () => {
    let pulls = 0;
    const stream = new ReadableStream<Uint8Array>({
      pull(controller) {
        pulls++;
        controller.enqueue(new Uint8Array(1024).fill(97));
        if (pulls > 1000) controller.close();
      },
    });
    expect(await readBodyLimited(req(stream), 4096, 1000)).toEqual({ ok: false, reason: "too_large" });
    expect(pulls).toBeLessThan(10);
  });

  test("a body that stops arriving is given up once the time allowed has passed", async () => {
    const stream = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(new TextEncoder().encode('{"name":'));
        // …and nothing more, ever.
      },
    });
    const started = Date.now();
    expect(await readBodyLimited(req(stream), 4096, 200)).toEqual({ ok: false, reason: "timeout" });
    expect(Date.now() - started).toBeGreaterThanOrEqual(190);
  });

  test("invalid UTF-8 is refused", async () => {
    expect(await readBodyLimited(req(new Uint8Array([0x22, 0xff, 0x22])), 100, 1000)).toEqual({ ok: false, reason: "invalid_encoding" });
  });
});

test("isJsonContentType", () => {
  expect(isJsonContentType("application/json")).toBe(true);
  expect(isJsonContentType("Application/JSON; charset=utf-8")).toBe(true);
  expect(isJsonContentType("text/plain")).toBe(false);
  expect(isJsonContentType("application/jsonx")).toBe(false);
  expect(isJsonContentType(null)).toBe(false);
});

test("isUuid", () => {
  expect(isUuid("5d0e0f4e-7d4a-4c49-9a57-0d6c1d1b2f10")).toBe(true);
  expect(isUuid("5D0E0F4E-7D4A-4C49-9A57-0D6C1D1B2F10")).toBe(true);
  expect(isUuid("5d0e0f4e7d4a4c499a570d6c1d1b2f10")).toBe(false);
  expect(isUuid("1; drop table")).toBe(false);
});

test("jsonResponse is JSON, not cached, with the extra headers", async () => {
  const res = jsonResponse(422, { error: "Email non valida", field: "email" }, { "Access-Control-Allow-Origin": "http://x" });
  expect(res.status).toBe(422);
  expect(res.headers.get("content-type")).toBe("application/json; charset=utf-8");
  expect(res.headers.get("cache-control")).toBe("no-store");
  expect(res.headers.get("access-control-allow-origin")).toBe("http://x");
  expect(await res.json()).toEqual({ error: "Email non valida", field: "email" });
});
