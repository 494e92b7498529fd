import {
  escapeHtml,
  formatItalianDateTime,
  greetingName,
  headerSafe,
  renderConfirmation,
  renderContactEmails,
  renderNotification,
} from "../../../supabase/functions/_shared/contact-email";
import { CONTACT_FIELDS, EMAIL_CONTEXT } from "../support/email-fixtures";

const ctx = EMAIL_CONTEXT;
const fields = CONTACT_FIELDS;
const hostile = {
  name: `<script>alert('x')</script> "Mario" & Co`,
  email: "mario@example.it",
  company: `<img src=x onerror=alert(1)>`,
  message: `</div><a href="javascript:alert(1)">clicca</a>\n<style>body{display:none}</style>`,
};

test("escapeHtml escapes & < > \" '", () => {
  expect(escapeHtml(`<a href="x" title='y'>&amp;</a>`)).toBe("&lt;a href=&quot;x&quot; title=&#39;y&#39;&gt;&amp;amp;&lt;/a&gt;");
  expect(escapeHtml("Caffè è già")).toBe("Caffè è già");
});

describe("the notification to the firm", () => {
  const mail = renderNotification(fields, ctx);

  test("goes to the inbox with the visitor as Reply-To and an Italian subject", () => {
    expect(mail).toMatchObject({
      kind: "notification",
      to: "info@alturaconsulting.it",
      replyTo: "giulia@example.it",
      subject: "Nuovo contatto dal sito: Giulia Ferrari (Nordica S.p.A.)",
    });
    expect(renderNotification({ ...fields, company: "" }, ctx).subject).toBe("Nuovo contatto dal sito: Giulia Ferrari");
  });

  test("has every field in both parts, the message's lines kept, the time in Italian time", () => {
    for (const part of [mail.text, mail.html]) {
      expect(part).toContain("Giulia Ferrari");
      expect(part).toContain("giulia@example.it");
      expect(part).toContain("Nordica S.p.A.");
      expect(part).toContain("21 novembre 2026 alle ore 12:05");
      expect(part).toContain(ctx.submissionId);
    }
    expect(mail.text).toContain("Messaggio:\nBuongiorno,\nvorrei un preventivo.");
    expect(mail.html).toContain("Buongiorno,<br>\nvorrei un preventivo.");
    expect(mail.html).toContain('<html lang="it">');
  });

  test("escapes every user value in the HTML part; the text part keeps them as typed", () => {
    const m = renderNotification(hostile, ctx);
    expect(m.html).not.toMatch(/<script|<img|<style|<a href="javascript/);
    expect(m.html).toContain("&lt;script&gt;alert(&#39;x&#39;)&lt;/script&gt; &quot;Mario&quot; &amp; Co");
    expect(m.html).toContain("&lt;img src=x onerror=alert(1)&gt;");
    expect(m.html).toContain("&lt;/div&gt;&lt;a href=&quot;javascript:alert(1)&quot;&gt;clicca&lt;/a&gt;<br>");
    expect(m.text).toContain(hostile.message);
    // The <title> carries the subject, escaped too.
    expect(m.html).toContain("<title>Nuovo contatto dal sito: &lt;script&gt;");
  });
});

describe("the confirmation to the visitor", () => {
  const mail = renderConfirmation(fields, ctx);

  test("goes to the visitor, Reply-To the firm, in Italian with the informal tu", () => {
    expect(mail).toMatchObject({ kind: "confirmation", to: "giulia@example.it", replyTo: "info@alturaconsulting.it" });
    expect(mail.subject).toBe("Abbiamo ricevuto il tuo messaggio – Altura Consulting");
    expect(mail.text).toBe(
      [
        "Ciao Giulia,",
        "",
        "grazie per averci scritto! Abbiamo ricevuto il tuo messaggio e ti risponderemo entro 24 ore.",
        "",
        "Se nel frattempo vuoi aggiungere qualcosa, ti basta rispondere a questa email.",
        "",
        "A presto,",
        "il team di Altura Consulting",
        "Milano · www.alturaconsulting.it",
        "",
        "--",
        "Hai ricevuto questa email perché il tuo indirizzo è stato inserito nel modulo contatti di www.alturaconsulting.it. Se non ci hai scritto tu, puoi ignorarla.",
      ].join("\n"),
    );
    expect(mail.html).toContain("Ciao Giulia,");
    expect(mail.html).toContain("ti risponderemo entro 24 ore");
  });

  test("repeats nothing the visitor typed except the name", () => {
    for (const part of [mail.text, mail.html, mail.subject]) {
      expect(part).not.toContain("preventivo");
      expect(part).not.toContain("Nordica");
      expect(part).not.toContain("giulia@example.it");
    }
  });

  test("a name that is not strictly a first name is not repeated at all: markup, a domain, a sentence", () => {
    const attempts: [string, string[]][] = [
      ["<b>Anna</b> Rossi", ["Anna", "Rossi"]],
      ["X Vinci un iPhone su premio-sicuro.example", ["Vinci", "iPhone", "premio", "sicuro", ".example"]],
      ["premio-sicuro.example", ["premio", "sicuro", ".example"]],
      ["Anna2024", ["Anna"]],
    ];
    for (const [name, words] of attempts) {
      const m = renderConfirmation({ ...hostile, name }, ctx);
      expect(m.text.split("\n")[0]).toBe("Ciao,");
      expect(m.html).toContain('<p style="margin:0 0 16px">Ciao,</p>');
      for (const part of [m.text, m.html, m.subject]) for (const word of words) expect(part).not.toContain(word);
    }
  });
});

test.each([
  ["Giulia Ferrari", "Giulia"],
  ["Giulia", "Giulia"],
  ["  Maria   Grazia Deledda ", "Maria"],
  ["Niccolò Machiavelli", "Niccolò"],
  ["D'Angelo", "D'Angelo"],
  ["Anna-Maria Rossi", "Anna-Maria"],
  ["giulia", "giulia"],
  ["Zoë", "Zoë"],
  // Everything else greets with a plain "Ciao,": titles (a surname follows), initials,
  // one letter, digits, dots, a capital inside a word, other scripts, more than 30 letters.
  ["Dott. Rossi", null],
  ["dott.ssa Bianchi", null],
  ["A. Verdi", null],
  ["Ing Neri", null],
  ["X Vinci un iPhone su premio-sicuro.example", null],
  ["premio-sicuro.example", null],
  ["iPhone", null],
  ["Anna2024", null],
  ["Аnna", null],
  ["-Anna", null],
  ["Anna--Maria", null],
  ["a".repeat(31), null],
  ["", null],
])("greetingName(%j) → %j", (name, expected) => {
  expect(greetingName(name)).toBe(expected);
});

test("header values refuse line breaks and lose other control characters", () => {
  expect(() => headerSafe("a\r\nBcc: x@y.it")).toThrow();
  expect(() => headerSafe("a\nb")).toThrow();
  expect(headerSafe("a\tb\u0000c")).toBe("a b c");
  expect(() => renderNotification({ ...fields, name: "Giulia\r\nBcc: x@example.com" }, ctx)).toThrow();
  expect(() => renderNotification({ ...fields, email: "g@example.it\nBcc: x@example.com" }, ctx)).toThrow();
});

test("formatItalianDateTime uses Italian time, winter and summer", () => {
  expect(formatItalianDateTime(new Date("2027-01-15T08:30:00Z"))).toBe("15 gennaio 2027 alle ore 09:30");
  expect(formatItalianDateTime(new Date("2027-07-15T08:30:00Z"))).toBe("15 luglio 2027 alle ore 10:30");
});

test("renderContactEmails gives the notification, then the confirmation", () => {
  expect(renderContactEmails(fields, ctx).map((m) => m.kind)).toEqual(["notification", "confirmation"]);
});
