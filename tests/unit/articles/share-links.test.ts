/** An article's share links and its HTML's tables: plain addresses, no third party's script; a wide table scrolls in its own box. */
import { emailShareHref, linkedInShareUrl } from "../../../src/lib/articles/share-links";
import { TABLE_BOX_ATTRIBUTE, withScrollableTables } from "../../../src/lib/articles/article-html";

const url = "https://www.alturaconsulting.it/insights/go-to-market-b2b-in-sei-settimane";

test("LinkedIn's share page gets the article's address, encoded", () => {
  expect(linkedInShareUrl(url)).toBe(
    "https://www.linkedin.com/sharing/share-offsite/?url=https%3A%2F%2Fwww.alturaconsulting.it%2Finsights%2Fgo-to-market-b2b-in-sei-settimane",
  );
});

test("the e-mail carries the title as its subject and the text with the address as its body", () => {
  const href = emailShareHref("Go-to-market & KPI: «sei settimane»", `Sommario\n\n${url}`);
  expect(href.startsWith("mailto:?subject=")).toBe(true);
  const params = new URLSearchParams(href.slice("mailto:?".length));
  expect(params.get("subject")).toBe("Go-to-market & KPI: «sei settimane»");
  expect(params.get("body")).toBe(`Sommario\n\n${url}`);
});

test("each table is wrapped in a named, focusable region; the rest of the HTML is left as it is", () => {
  const html = '<p>Prima</p><table><tr><td>1</td></tr></table><p>Poi</p><table class="x"><tr><td>2</td></tr></table>';
  expect(withScrollableTables(html, 'Tabella "larga"')).toBe(
    `<p>Prima</p><div ${TABLE_BOX_ATTRIBUTE}="" role="region" aria-label="Tabella &quot;larga&quot;" tabindex="0"><table><tr><td>1</td></tr></table></div>` +
      `<p>Poi</p><div ${TABLE_BOX_ATTRIBUTE}="" role="region" aria-label="Tabella &quot;larga&quot;" tabindex="0"><table class="x"><tr><td>2</td></tr></table></div>`,
  );
  expect(withScrollableTables("<p>Nessuna tabella</p>", "Tabella")).toBe("<p>Nessuna tabella</p>");
});
