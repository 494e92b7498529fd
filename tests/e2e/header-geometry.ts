import type { Page } from "@playwright/test";
import { PUBLISHED_LOCALES } from "../../supabase/functions/_shared/site-contract/locales";
import { routePath } from "../../supabase/functions/_shared/site-contract/route-map";
import { expect, pageOfEachKind } from "./fixtures";

export interface HeaderGeometry {
  /** The bar's height, in CSS pixels. */
  height: number;
  /** Where each item of the bar (logo, navigation, buttons) has its vertical centre, relative to the bar's: 0 is centred. */
  itemOffsets: number[];
  /** The logo's box, to compare the header with the phone menu's top bar. */
  logo: { x: number; y: number; width: number; height: number };
}

/**
 * The geometry of a bar of the header (`header > div > div`) or of the phone menu's top bar
 * (`#menu-mobile > div > div`): its height, how far each visible item sits from its middle, and the logo.
 */
export const headerGeometry = (page: Page, bar = "header > div > div"): Promise<HeaderGeometry> =>
  page.evaluate((selector) => {
    const element = document.querySelector(selector)!;
    const box = element.getBoundingClientRect();
    const middle = box.top + box.height / 2;
    const items = Array.from(element.children).filter((child) => child.getBoundingClientRect().height > 0);
    const logo = element.querySelector("a")!.getBoundingClientRect();
    return {
      height: Math.round(box.height),
      itemOffsets: items.map((child) => {
        const item = child.getBoundingClientRect();
        return Math.round(item.top + item.height / 2 - middle);
      }),
      logo: { x: Math.round(logo.x), y: Math.round(logo.y), width: Math.round(logo.width), height: Math.round(logo.height) },
    };
  }, bar);

/**
 * On a page of each kind and the 404, in every published language, as served (the bar's height and centring are the server-rendered HTML's):
 * the header's bar is `height` px tall with its `items` visible items centred within 1 px.
 */
export const expectCentredHeaderOnEveryPage = async (page: Page, height: number, items: number): Promise<void> => {
  for (const path of PUBLISHED_LOCALES.flatMap((locale) => [...pageOfEachKind(locale), routePath("not-found", locale)])) {
    await page.goto(path);
    const header = await headerGeometry(page);
    expect(header.height, path).toBe(height);
    expect(header.itemOffsets, path).toHaveLength(items);
    for (const offset of header.itemOffsets) expect(Math.abs(offset), path).toBeLessThanOrEqual(1);
  }
};
