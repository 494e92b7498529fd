/** Types of theme-tokens.cjs, for the tests (tests/unit/lint) and the type check. */
export type Scale = "spacing" | "sizes" | "colors" | "radii";

export interface ThemeTokens {
  scales: Record<Scale, Set<string>>;
  propertyScale: Map<string, Scale>;
  tokenNames: Set<string>;
  cssVars: Set<string>;
  isStyleProperty(name: string): boolean;
  longhand(name: string): string;
}

export declare const SCALES: readonly Scale[];
export declare function loadThemeTokens(): ThemeTokens;
export declare function readSystem(system: unknown): ThemeTokens;
export declare function themeFingerprint(): string;
