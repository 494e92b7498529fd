import { ALLOWED_REQUEST_HEADERS, DEFAULT_ALLOWED_ORIGINS, decideCors, isOriginAllowed, parseAllowedOrigins } from "../../../supabase/functions/_shared/cors";

describe("parseAllowedOrigins", () => {
  test("unset or blank → the local development origins (gatsby develop 8000, gatsby serve 9000)", () => {
    expect(parseAllowedOrigins(undefined)).toEqual([...DEFAULT_ALLOWED_ORIGINS]);
    expect(parseAllowedOrigins("  ")).toEqual(["http://127.0.0.1:8000", "http://localhost:8000", "http://127.0.0.1:9000", "http://localhost:9000"]);
  });

  test("comma-separated entries are normalised to origins; junk is dropped", () => {
    expect(
      parseAllowedOrigins(" https://WWW.AlturaConsulting.it/ , https://alturaconsulting.it,not a url, ftp://x.it, https://alturaconsulting.it:443/path"),
    ).toEqual(["https://www.alturaconsulting.it", "https://alturaconsulting.it"]);
  });
});

describe("decideCors", () => {
  const allowed = parseAllowedOrigins("https://www.alturaconsulting.it");

  test("a preflight from the site: 204 with the allow headers", () => {
    const d = decideCors("OPTIONS", "https://www.alturaconsulting.it", allowed);
    expect(d.kind).toBe("preflight");
    expect(d.headers).toMatchObject({
      "Access-Control-Allow-Origin": "https://www.alturaconsulting.it",
      "Access-Control-Allow-Methods": "GET, POST, OPTIONS",
      Vary: "Origin",
    });
    expect(d.headers["Access-Control-Allow-Headers"].split(", ")).toEqual([...ALLOWED_REQUEST_HEADERS]);
  });

  test("a POST from the site goes on, with the CORS headers for its answer", () => {
    const d = decideCors("POST", "https://www.alturaconsulting.it", allowed);
    expect(d.kind).toBe("allowed");
    expect(d.headers["Access-Control-Allow-Origin"]).toBe("https://www.alturaconsulting.it");
  });

  test.each([
    ["another site", "https://evil.example"],
    ["http instead of https", "http://www.alturaconsulting.it"],
    ["a sub-domain", "https://x.www.alturaconsulting.it"],
    ["a suffix trick", "https://www.alturaconsulting.it.evil.example"],
    ["another port", "https://www.alturaconsulting.it:8443"],
    ["the opaque origin", "null"],
    ["no Origin header", null],
    ["an empty Origin", ""],
  ])("%s is refused (403, no allow headers), preflight or not", (_label, origin) => {
    for (const method of ["OPTIONS", "POST", "GET"]) {
      const d = decideCors(method, origin, allowed);
      expect(d.kind).toBe("forbidden");
      expect(d.headers).toEqual({ Vary: "Origin" });
    }
    expect(isOriginAllowed(origin, allowed)).toBe(false);
  });
});
