/**
 * The PNG icons gatsby-plugin-manifest generates from src/images/icon.svg (gatsby-config.ts lists
 * their sizes), and the ones the pages name: the touch icon (gatsby-ssr.tsx) and the firm's logo in
 * the structured data (the Seo component), and the feeds' icons (src/gatsby-node/insights-feeds.ts).
 */

/** The apple-touch-icon's size, the one iOS uses. */
const TOUCH_ICON_SIZE = 180;

/** The square logo search engines show for the firm. */
const LOGO_SIZE = 512;

/** RSS's channel image may be at most 144 px wide: the feeds' small icon. */
const FEED_ICON_SIZE = 144;

/** Every size generated, smallest first: the home-screen sizes (the feeds' among them), the touch icon's and the logo's. */
export const ICON_SIZES: readonly number[] = [48, 72, 96, FEED_ICON_SIZE, TOUCH_ICON_SIZE, 192, 256, 384, LOGO_SIZE];

/** An icon's file under public/, as the manifest names it. */
export const iconFile = (size: number): string => `icons/icon-${size}x${size}.png`;

/** The touch icon every page links. */
export const TOUCH_ICON_PATH = `/${iconFile(TOUCH_ICON_SIZE)}`;

/** The firm's logo in the home page's Organization data, and the feeds' large icon. */
export const LOGO_PATH = `/${iconFile(LOGO_SIZE)}`;

/** The feeds' small icon (RSS's image, Atom's icon). */
export const FEED_ICON_PATH = `/${iconFile(FEED_ICON_SIZE)}`;
