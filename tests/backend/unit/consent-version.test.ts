import { consentVersionOf, inLocale } from "../../../supabase/functions/_shared/consent-version";
import { CONSENT_WORDS, consentSentence } from "../../../supabase/functions/_shared/site-contract/consent";

const notice = {
  $schema: "../schemas/legal.schema.json",
  id: "privacy",
  updatedOn: "2026-11-27",
  sections: [{ id: "titolare", heading: { it: "Chi", en: "Who" }, paragraphs: { it: ["Testo."], en: ["Text."] }, showsCompanyDetails: true }],
};

test("the notice in one language: every { it, en } replaced by its side, the rest as it is", () => {
  expect(inLocale(notice, "en")).toEqual({
    id: "privacy",
    updatedOn: "2026-11-27",
    sections: [{ id: "titolare", heading: "Who", paragraphs: ["Text."], showsCompanyDetails: true }],
  });
});

test("the version: the notice's date and 12 hex digits that change with any word of the sentence or the notice, in that language only", async () => {
  const sentence = consentSentence("contact", "it");
  const version = await consentVersionOf(sentence, notice, "it");
  expect(version).toMatch(/^2026-11-27\+[0-9a-f]{12}$/);
  expect(await consentVersionOf(sentence, notice, "it")).toBe(version);
  expect(await consentVersionOf(`${sentence} `, notice, "it")).not.toBe(version);
  const reworded = { ...notice, sections: [{ ...notice.sections[0], paragraphs: { it: ["Testo nuovo."], en: ["Text."] } }] };
  expect(await consentVersionOf(sentence, reworded, "it")).not.toBe(version);
  // The English side did not change: neither does its version.
  expect(await consentVersionOf(consentSentence("contact", "en"), reworded, "en")).toBe(await consentVersionOf(consentSentence("contact", "en"), notice, "en"));
});

test("the box's sentence, as the forms show it", () => {
  expect(consentSentence("event", "it")).toBe("Ho letto l'informativa sulla privacy e acconsento al trattamento dei miei dati per ricevere una risposta.");
  expect(consentSentence("newsletter", "en")).toBe(`${CONSENT_WORDS.en.before}${CONSENT_WORDS.en.link} ${CONSENT_WORDS.en.newsletter}`);
});
