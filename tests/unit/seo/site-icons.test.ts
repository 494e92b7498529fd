/** The icons the manifest plugin generates and the ones the pages link (src/lib/seo/site-icons.ts). */
import { FEED_ICON_PATH, ICON_SIZES, iconFile, LOGO_PATH, TOUCH_ICON_PATH } from "../../../src/lib/seo/site-icons";

test("the touch icon, the logo and the feeds' icon the pages and feeds name are among the icons the manifest plugin generates", () => {
  const generated = ICON_SIZES.map((size) => `/${iconFile(size)}`);
  expect(TOUCH_ICON_PATH).toBe("/icons/icon-180x180.png");
  expect(LOGO_PATH).toBe("/icons/icon-512x512.png");
  expect(generated).toContain(TOUCH_ICON_PATH);
  expect(generated).toContain(LOGO_PATH);
  // RSS's channel image may be at most 144 px wide.
  expect(FEED_ICON_PATH).toBe("/icons/icon-144x144.png");
  expect(generated).toContain(FEED_ICON_PATH);
  expect(ICON_SIZES).toEqual([48, 72, 96, 144, 180, 192, 256, 384, 512]);
});
