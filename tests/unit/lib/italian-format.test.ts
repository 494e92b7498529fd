import { formatDate, formatEuro, formatEuroCents, formatHours, formatNumber, formatTime, telHref } from "../../../src/lib/format/italian";
import { romeIsoString, romeOffset } from "../../../src/lib/format/rome-time";

test("numbers group thousands with a dot from four digits on", () => {
  expect(formatNumber(5000)).toBe("5.000");
  expect(formatNumber(120)).toBe("120");
  expect(formatNumber(1234567)).toBe("1.234.567");
  expect(formatNumber(2.5)).toBe("2,5");
});

test("whole numbers are written exactly as Intl's it-IT format writes them, without building it", () => {
  const intl = new Intl.NumberFormat("it-IT", { useGrouping: "always" } as Intl.NumberFormatOptions);
  const samples = [0, 1, 9, 10, 99, 100, 999, 1000, 1001, 9999, 10000, 99999, 100000, 123456, 999999, 1000000, 12345678, Number.MAX_SAFE_INTEGER];
  for (const n of [...samples, ...samples.map((x) => -x).filter((x) => x !== 0)]) expect(formatNumber(n)).toBe(intl.format(n));
  for (let n = 0; n < 100000; n += 37) expect(formatNumber(n)).toBe(intl.format(n));
});

test("prices are whole euro in Italian style", () => {
  expect(formatEuro(490)).toBe("490\u00a0€");
  expect(formatEuro(2490)).toBe("2.490\u00a0€");
  expect(formatEuroCents(10000)).toBe("10.000,00\u00a0€");
});

test("dates and times are those of Italy, whatever the machine's zone", () => {
  expect(formatDate("2027-03-18T09:30:00+01:00")).toBe("18 marzo 2027");
  expect(formatTime("2027-03-18T09:30:00+01:00")).toBe("09:30");
  // 23:30 on 30 June in Rome is already 1 July in zones east of Rome; Rome's day wins.
  expect(formatDate("2027-06-30T23:30:00+02:00")).toBe("30 giugno 2027");
});

test("Rome's offset follows daylight saving time", () => {
  expect(romeOffset(new Date("2027-01-15T12:00:00Z"))).toBe("+01:00");
  expect(romeOffset(new Date("2027-07-15T12:00:00Z"))).toBe("+02:00");
  // The switch: last Sunday of March 2027 is the 28th, at 01:00 UTC.
  expect(romeOffset(new Date("2027-03-28T00:59:00Z"))).toBe("+01:00");
  expect(romeOffset(new Date("2027-03-28T01:00:00Z"))).toBe("+02:00");
});

test("an instant is written as Italian wall-clock time with its offset, as the content writes dates", () => {
  expect(romeIsoString(new Date("2026-03-10T08:00:00Z"))).toBe("2026-03-10T09:00:00+01:00");
  expect(romeIsoString(new Date("2026-07-01T22:30:05Z"))).toBe("2026-07-02T00:30:05+02:00");
});

test("hours read naturally", () => {
  expect(formatHours(1)).toBe("1 ora");
  expect(formatHours(16)).toBe("16 ore");
});

test("a displayed phone number becomes a tel: link", () => {
  expect(telHref("+39 02 8736 4120")).toBe("tel:+390287364120");
});
