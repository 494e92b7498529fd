/** The icons the manifest plugin generates and the ones the pages link (src/lib/seo/site-icons.ts). */
import { ICON_SIZES, iconFile, LOGO_PATH, TOUCH_ICON_PATH } from "../../../src/lib/seo/site-icons";

test("the touch icon and the logo the pages name are among the icons the manifest plugin generates", () => {
  const generated = ICON_SIZES.map((size) => `/${iconFile(size)}`);
  expect(TOUCH_ICON_PATH).toBe("/icons/icon-180x180.png");
  expect(LOGO_PATH).toBe("/icons/icon-512x512.png");
  expect(generated).toContain(TOUCH_ICON_PATH);
  expect(generated).toContain(LOGO_PATH);
  expect(ICON_SIZES).toEqual([48, 72, 96, 144, 180, 192, 256, 384, 512]);
});
