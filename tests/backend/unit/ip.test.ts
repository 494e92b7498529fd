import { clientIp, hashIp, normalizeIp } from "../../../supabase/functions/_shared/ip";

test("the first X-Forwarded-For entry wins over the connection's address", () => {
  expect(clientIp(new Headers({ "x-forwarded-for": "203.0.113.7, 10.0.0.1" }), "127.0.0.1")).toBe("203.0.113.7");
  expect(clientIp(new Headers({ "x-forwarded-for": " 2001:DB8::1 " }), null)).toBe("2001:db8::1");
});

test("without X-Forwarded-For, the connection's remote address", () => {
  expect(clientIp(new Headers(), "127.0.0.1")).toBe("127.0.0.1");
  expect(clientIp(new Headers({ "x-forwarded-for": "" }), "::ffff:192.0.2.5")).toBe("192.0.2.5");
  expect(clientIp(new Headers(), null)).toBeNull();
});

test.each([
  ["[2001:db8::1]:443", "2001:db8::1"],
  ["192.0.2.1:5678", "192.0.2.1"],
  ["::ffff:192.0.2.1", "192.0.2.1"],
  ["unknown", null],
  ["<script>", null],
  ["x".repeat(100), null],
])("normalizeIp(%j) → %j", (input, expected) => {
  expect(normalizeIp(input)).toBe(expected);
});

test("the stored value is an HMAC-SHA-256 of the IP (hex), keyed: stable, and useless without the key", async () => {
  const a = await hashIp("203.0.113.7", "key-1");
  expect(a).toMatch(/^[0-9a-f]{64}$/);
  expect(await hashIp("203.0.113.7", "key-1")).toBe(a);
  expect(await hashIp("203.0.113.8", "key-1")).not.toBe(a);
  expect(await hashIp("203.0.113.7", "key-2")).not.toBe(a);
  expect(a).not.toContain("203");
  // RFC 4231-style check against Node's own HMAC, so the Web Crypto path is the standard one.
  const { createHmac } = await import("node:crypto");
  expect(a).toBe(createHmac("sha256", "key-1").update("203.0.113.7").digest("hex"));
});
