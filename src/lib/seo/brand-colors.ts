/** Brand colours outside CSS (browser UI, web app manifest), read from the design tokens. */
import { tokenColor } from "../../theme/token-color";

/** The browser's UI colour: the header's deep navy. */
export const THEME_COLOR = tokenColor("navy", 800);
/** The splash screen behind the icon when the site is opened from a home screen. */
export const BACKGROUND_COLOR = tokenColor("sand", 50);
