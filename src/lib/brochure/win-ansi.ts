/**
 * Text for the PDF core fonts (Helvetica), which are WinAnsi-encoded: what they can show passes
 * through, anything else gets a stand-in.
 */

/** Characters of WinAnsiEncoding outside Latin-1 (its 0x80–0x9F range). */
const WIN_ANSI_EXTRA = new Set("€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ");

const isWinAnsi = (char: string): boolean => {
  const code = char.codePointAt(0) ?? 0;
  return code === 0x0a || (code >= 0x20 && code <= 0x7e) || (code >= 0xa0 && code <= 0xff) || WIN_ANSI_EXTRA.has(char);
};

/** Stand-ins for characters that Intl or editors may produce and that WinAnsi lacks. */
const WIN_ANSI_FALLBACK: Record<string, string> = {
  "\u202F": "\u00A0", // narrow no-break space (Intl, some locales) → no-break space
  "\u2007": "\u00A0",
  "\u2009": " ",
  "\u200A": " ",
  "\u2002": " ",
  "\u2003": " ",
  "\u2010": "-",
  "\u2011": "-",
  "\u2012": "-",
  "\u2212": "-",
  "\u2192": "->",
  "\u2190": "<-",
  "\u2265": ">=",
  "\u2264": "<=",
  "\u2032": "'",
  "\u2033": '"',
};

/**
 * Text as the core fonts can show it: they are WinAnsi-encoded (Latin-1 plus € ‘ ’ “ ” – — … •), and
 * pdfkit would print any other character as garbage. Known characters get a stand-in, accented letters
 * outside Latin-1 lose their accent (ő → o), invisible ones and emoji are dropped, the rest become "?".
 */
export const toWinAnsi = (text: string): string =>
  Array.from(text.replace(/\r\n?/g, "\n"))
    .map((char) => {
      if (isWinAnsi(char)) return char;
      const fallback = WIN_ANSI_FALLBACK[char];
      if (fallback !== undefined) return fallback;
      if (/[\u200B-\u200D\u2060\uFEFF]|\uFE0F|\p{Extended_Pictographic}/u.test(char)) return "";
      const base = char.normalize("NFKD").replace(/[\u0300-\u036F]/g, "");
      return base.length > 0 && Array.from(base).every(isWinAnsi) ? base : "?";
    })
    .join("");
