import { ALL, parseServiceIndex, readChoice, withParams } from "../../../src/lib/catalogue/query-state";

describe("readChoice", () => {
  const levels = [ALL, "base", "avanzato"] as const;
  test("returns the value when it is allowed", () => {
    expect(readChoice("?livello=base", "livello", levels, ALL)).toBe("base");
  });
  test("falls back when the parameter is missing, empty, unknown or differently cased", () => {
    expect(readChoice("", "livello", levels, ALL)).toBe(ALL);
    expect(readChoice("?livello=", "livello", levels, ALL)).toBe(ALL);
    expect(readChoice("?livello=esperto", "livello", levels, ALL)).toBe(ALL);
    expect(readChoice("?livello=Base", "livello", levels, ALL)).toBe(ALL);
  });
  test("reads the first value when the parameter is repeated", () => {
    expect(readChoice("?livello=avanzato&livello=base", "livello", levels, ALL)).toBe("avanzato");
  });
});

describe("withParams", () => {
  test("sets, replaces and removes parameters, keeping the others", () => {
    expect(withParams("", { service: "2" })).toBe("?service=2");
    expect(withParams("?service=1&utm_source=news", { service: "0" })).toBe("?service=0&utm_source=news");
    expect(withParams("?tipo=corporate&utm_source=news", { tipo: null })).toBe("?utm_source=news");
  });
  test("gives an empty string when nothing is left", () => {
    expect(withParams("?tipo=corporate", { tipo: null })).toBe("");
    expect(withParams("", { tipo: null })).toBe("");
  });
  test("encodes values", () => {
    expect(withParams("", { q: "a b&c" })).toBe("?q=a+b%26c");
  });
});

describe("parseServiceIndex", () => {
  test.each([
    ["?service=0", 0],
    ["?service=1", 1],
    ["?service=2", 2],
    ["", 0],
    ["?service=", 0],
    ["?service=3", 0],
    ["?service=7", 0],
    ["?service=-1", 0],
    ["?service=1.5", 0],
    ["?service=abc", 0],
    ["?service=01", 0],
    ["?altro=2", 0],
  ])("%s opens service %i", (search, index) => {
    expect(parseServiceIndex(search, 3)).toBe(index);
  });
});
