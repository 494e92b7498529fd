/**
 * A colour of the design tokens by palette and shade, for what is coloured outside Chakra's CSS
 * (browser UI, web app manifest, PDF brochure): one source for the brand's hex values.
 */
import { tokens } from "./tokens";

/** The token's value ("#0B1F3A"); throws, naming it, when tokens.ts has no such colour. */
export const tokenColor = (palette: string, shade: number): string => {
  const colors = tokens.colors as Record<string, Record<number, { value: string }> | undefined> | undefined;
  const value = colors?.[palette]?.[shade]?.value;
  if (!value) throw new Error(`src/theme/tokens.ts has no colour ${palette}.${shade}: add it there, or ask for one it has.`);
  return value;
};
