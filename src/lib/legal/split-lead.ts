/**
 * A list item of a legal page may open with a short lead, "Accesso: sapere se…": the lead
 * is shown in bold. Only a short opening counts, so a colon in the middle of a sentence stays text.
 */
const MAX_LEAD_LENGTH = 40;

export const splitLead = (item: string): { lead: string | null; text: string } => {
  const colon = item.indexOf(": ");
  if (colon <= 0 || colon > MAX_LEAD_LENGTH) return { lead: null, text: item };
  return { lead: item.slice(0, colon), text: item.slice(colon + 2) };
};
