/**
 * The title link of a catalogue card, stretched over the whole card: one link per card
 * (read once by screen readers, one tab stop), and a click anywhere on the card opens it.
 * The card needs `position: relative`; the focus ring is drawn around the card.
 */
export const cardLinkStyle = {
  color: "inherit",
  textDecoration: "none",
  _hover: { textDecoration: "underline", textUnderlineOffset: "4px" },
  _before: { content: '""', position: "absolute", inset: "0", borderRadius: "2xl", zIndex: 1 },
  // Inside the card's edge: the event card clips what overflows it.
  _focusVisible: { outline: "none", _before: { outline: "3px solid", outlineColor: "brand.fg", outlineOffset: "-3px" } },
} as const;
