/** A contact submission as the e-mails' unit tests render it: its context (id, time, inbox, site) and its fields. */
export const EMAIL_CONTEXT = {
  submissionId: "5d0e0f4e-7d4a-4c49-9a57-0d6c1d1b2f10",
  receivedAt: new Date("2026-11-21T11:05:00Z"),
  inbox: "info@alturaconsulting.it",
  siteUrl: "https://www.alturaconsulting.it",
};
export const CONTACT_FIELDS = { name: "Giulia Ferrari", email: "giulia@example.it", company: "Nordica S.p.A.", message: "Buongiorno,\nvorrei un preventivo." };
