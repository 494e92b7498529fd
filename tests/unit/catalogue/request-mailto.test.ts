import { requestBody, requestMailtoHref } from "../../../src/lib/catalogue/request-mailto";

test("the body lists the filled fields, one per line", () => {
  expect(
    requestBody([
      ["Nome e cognome", " Anna Verdi "],
      ["Telefono", ""],
      ["Azienda", "Verdi S.r.l."],
    ]),
  ).toBe("Nome e cognome: Anna Verdi\nAzienda: Verdi S.r.l.");
});

test("a text over several lines starts on the line after its label", () => {
  expect(requestBody([["Messaggio", "Riga uno\nRiga due"]])).toBe("Messaggio:\nRiga uno\nRiga due");
});

test("the mailto link encodes subject and body for mail programs", () => {
  const href = requestMailtoHref("info@example.it", "Richiesta: evento & team", [
    ["Nome", "Anna"],
    ["Messaggio", "Ciao\nA presto"],
  ]);
  expect(href).toBe("mailto:info@example.it?subject=Richiesta%3A%20evento%20%26%20team&body=Nome%3A%20Anna%0D%0AMessaggio%3A%0D%0ACiao%0D%0AA%20presto");
  expect(href).not.toContain("+");
});

test("without filled fields there is no body", () => {
  expect(requestMailtoHref("info@example.it", "Newsletter", [["Email", "  "]])).toBe("mailto:info@example.it?subject=Newsletter");
});
