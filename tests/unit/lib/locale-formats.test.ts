import { formatsFor } from "../../../src/lib/format/formats";

const en = formatsFor("en");

test("English numbers group thousands with a comma, as Intl's en-GB format writes them", () => {
  expect(en.formatNumber(5000)).toBe("5,000");
  expect(en.formatNumber(2.5)).toBe("2.5");
  const intl = new Intl.NumberFormat("en-GB", { useGrouping: "always" } as Intl.NumberFormatOptions);
  for (let n = -100000; n < 100000; n += 37) expect(en.formatNumber(n)).toBe(intl.format(n));
  expect(en.formatNumber(Number.MAX_SAFE_INTEGER)).toBe(intl.format(Number.MAX_SAFE_INTEGER));
});

test("English prices put the euro sign first", () => {
  expect(en.formatEuro(1490)).toBe("€1,490");
  expect(en.formatEuro(490)).toBe("€490");
  expect(en.formatEuroCents(10000)).toBe("€10,000.00");
});

test.each([
  ["it", "it-IT"],
  ["en", "en-GB"],
] as const)("whole euros in %s, with and without cents, exactly as Intl's %s format writes them, without building it", (locale, tag) => {
  const { formatEuro, formatEuroCents } = formatsFor(locale);
  const grouping = { useGrouping: "always" } as Intl.NumberFormatOptions;
  const euro = new Intl.NumberFormat(tag, { ...grouping, style: "currency", currency: "EUR", maximumFractionDigits: 0 });
  const euroCents = new Intl.NumberFormat(tag, { ...grouping, style: "currency", currency: "EUR", minimumFractionDigits: 2 });
  for (let n = -100000; n < 2000000; n += 997) {
    expect(formatEuro(n)).toBe(euro.format(n));
    expect(formatEuroCents(n)).toBe(euroCents.format(n));
  }
  for (const n of [0, 1, 999, 1000, Number.MAX_SAFE_INTEGER]) expect(formatEuroCents(n)).toBe(euroCents.format(n));
  // An amount with cents is Intl's to write.
  expect(formatEuroCents(1490.5)).toBe(euroCents.format(1490.5));
  expect(formatEuro(1490.5)).toBe(euro.format(1490.5));
});

test("English dates and times are Italy's, written the British way on a 24-hour clock", () => {
  expect(en.formatDate("2027-03-14T09:30:00+01:00")).toBe("14 March 2027");
  expect(en.formatTime("2027-03-14T09:30:00+01:00")).toBe("09:30");
  expect(en.formatTime("2027-03-14T18:05:00+01:00")).toBe("18:05");
  expect(en.formatDate("2027-06-30T23:30:00+02:00")).toBe("30 June 2027");
});

test("English hours read naturally", () => {
  expect(en.formatHours(1)).toBe("1 hour");
  expect(en.formatHours(16)).toBe("16 hours");
});

test("the Italian set is the one lib/format/italian.ts has always given", () => {
  const it = formatsFor("it");
  expect([
    it.formatNumber(5000),
    it.formatEuro(1490),
    it.formatDate("2027-03-14T09:30:00+01:00"),
    it.formatTime("2027-03-14T00:30:00+01:00"),
    it.formatHours(1),
  ]).toEqual(["5.000", "1.490\u00a0€", "14 marzo 2027", "00:30", "1 ora"]);
});
