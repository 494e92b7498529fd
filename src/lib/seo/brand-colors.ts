/** Brand colours outside CSS (browser UI, web app manifest), read from the design tokens. */
import { tokens } from "../../theme/tokens";

const tokenColor = (palette: string, shade: number): string => {
  const colors = tokens.colors as Record<string, Record<number, { value: string }> | undefined> | undefined;
  const value = colors?.[palette]?.[shade]?.value;
  if (!value) throw new Error(`src/theme/tokens.ts has no colour ${palette}.${shade}: update src/lib/seo/brand-colors.ts.`);
  return value;
};

/** The browser's UI colour: the header's deep navy. */
export const THEME_COLOR = tokenColor("navy", 800);
/** The splash screen behind the icon when the site is opened from a home screen. */
export const BACKGROUND_COLOR = tokenColor("sand", 50);
