import { clientIpSourceOf } from "../../../supabase/functions/_shared/config";
import { clientIp, hashIp, normalizeIp, rateLimitBlock, rateLimitBucket } from "../../../supabase/functions/_shared/ip";

const socket = { kind: "socket" } as const;
const cloudflare = { kind: "header", name: "cf-connecting-ip" } as const;

test("locally the socket's address is the client, whatever X-Forwarded-For or any other header says", () => {
  const headers = new Headers({ "x-forwarded-for": "203.0.113.7, 10.0.0.1", "x-real-ip": "203.0.113.8", "cf-connecting-ip": "203.0.113.9" });
  expect(clientIp(socket, headers, "127.0.0.1")).toBe("127.0.0.1");
  expect(clientIp(socket, headers, "::ffff:192.0.2.5")).toBe("192.0.2.5");
  expect(clientIp(socket, headers, null)).toBeNull();
});

test("on hosted Supabase only the header the platform writes counts: no fallback to another one, no list", () => {
  expect(clientIp(cloudflare, new Headers({ "cf-connecting-ip": " 2001:DB8::1 " }), "10.0.0.1")).toBe("2001:0db8:0000:0000:0000:0000:0000:0001");
  expect(clientIp(cloudflare, new Headers({ "x-forwarded-for": "203.0.113.7" }), "10.0.0.1")).toBeNull();
  expect(clientIp(cloudflare, new Headers({ "cf-connecting-ip": "203.0.113.7, 203.0.113.8" }), "10.0.0.1")).toBeNull();
});

test("CLIENT_IP_HEADER: the socket unless on Supabase's edge runtime; never X-Forwarded-For", () => {
  expect(clientIpSourceOf(undefined, false)).toEqual(socket);
  expect(clientIpSourceOf(undefined, true)).toEqual(cloudflare);
  expect(clientIpSourceOf("socket", true)).toEqual(socket);
  expect(clientIpSourceOf("X-Real-IP", false)).toEqual({ kind: "header", name: "x-real-ip" });
  expect(() => clientIpSourceOf("X-Forwarded-For", true)).toThrow(/CLIENT_IP_HEADER/);
  expect(() => clientIpSourceOf("forwarded", true)).toThrow(/CLIENT_IP_HEADER/);
});

test.each([
  ["[2001:db8::1]:443", "2001:0db8:0000:0000:0000:0000:0000:0001"],
  ["192.0.2.1:5678", "192.0.2.1"],
  ["::ffff:192.0.2.1", "192.0.2.1"],
  ["::1", "0000:0000:0000:0000:0000:0000:0000:0001"],
  ["2001:db8:0:0:1::", "2001:0db8:0000:0000:0001:0000:0000:0000"],
  ["64:ff9b::192.0.2.33", "0064:ff9b:0000:0000:0000:0000:c000:0221"],
  ["unknown", null],
  ["<script>", null],
  ["not-an-ip-but-short", null],
  ["256.1.1.1", null],
  ["1.2.3", null],
  ["01.2.3.4", null],
  ["2001:db8::1::2", null],
  ["2001:db8:1:2:3:4:5:6:7", null],
  ["fe80::1%eth0", null],
  ["12345::1", null],
  ["x".repeat(100), null],
])("normalizeIp(%j) → %j", (input, expected) => {
  expect(normalizeIp(input)).toBe(expected);
});

test("an IPv6 client is one bucket per /64; an IPv4 client is its address", () => {
  const a = normalizeIp("2001:db8:aa:bb:1:2:3:4")!;
  const b = normalizeIp("2001:db8:aa:bb:ffff::9")!;
  const other = normalizeIp("2001:db8:aa:bc::1")!;
  expect(rateLimitBucket(a)).toBe("2001:0db8:00aa:00bb::/64");
  expect(rateLimitBucket(b)).toBe(rateLimitBucket(a));
  expect(rateLimitBucket(other)).not.toBe(rateLimitBucket(a));
  expect(rateLimitBucket("203.0.113.7")).toBe("203.0.113.7");
});

test("a client's block: an IPv6 /48 (all its /64s), an IPv4 /24 (its 256 addresses)", () => {
  expect(rateLimitBlock(normalizeIp("2001:db8:aa:bb:1:2:3:4")!)).toBe("2001:0db8:00aa::/48");
  expect(rateLimitBlock(normalizeIp("2001:db8:aa:ffff::1")!)).toBe("2001:0db8:00aa::/48");
  expect(rateLimitBlock(normalizeIp("2001:db8:ab::1")!)).toBe("2001:0db8:00ab::/48");
  expect(rateLimitBlock("203.0.113.7")).toBe("203.0.113.0/24");
  expect(rateLimitBlock("203.0.113.250")).toBe("203.0.113.0/24");
  expect(rateLimitBlock("203.0.114.7")).toBe("203.0.114.0/24");
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
