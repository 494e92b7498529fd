/**
 * Helpers of the visual baselines (docs/testing.md#visual-baselines). The tests reuse the end-to-end
 * fixtures (tests/e2e/fixtures.ts): the console and CSS guards, the cookie choice stored before load
 * (`cookieConsent`, "accepted" unless a test sets null), `visit` and the scroll helpers.
 *
 * What makes a shot the same run after run:
 * - the "visual" project (playwright.config.ts): reduced motion (every animation in its final state,
 *   the counters at their final value, the keywords still, no pointer effects), animations disabled
 *   and the caret hidden by toHaveScreenshot, scale 1, Debian's Chromium, it-IT and Europe/Rome;
 * - the fallback font: a fresh context never has Manrope (src/theme/web-font.ts), and `shoot`
 *   asserts it, so a baseline is never taken in the web font;
 * - `settle`: the images in view loaded and shown, the fonts ready, two frames painted.
 */
import fs from "node:fs";
import type { Locator, Page } from "@playwright/test";
import sharp from "sharp";
import { WEB_FONT_ATTRIBUTE } from "../../src/start-up/page-script/page-state";
import { expect, nextFrames } from "../e2e/fixtures";

import { test } from "../e2e/fixtures";
import { DEVICES, type Device } from "../support/devices";

export { expect, test };

/** The two widths every route is shot at: the phone's as the "mobile" project's, the desktop's as the "desktop" project's. */
export const WIDTHS = DEVICES;
export type Width = Device;

/** The family the page's text is drawn in before Manrope is cached (src/theme/fonts.css). */
const FALLBACK_FAMILY = "Manrope Fallback";

/**
 * The page is drawn in the metric-matched fallback, not in Manrope: the marker of a cached web font
 * is not on <html>, and the body's first family is the fallback. A fresh context has no localStorage
 * `web-font`, the note that Manrope is cached; the page fetches the font after its load and writes the
 * note, but never switches a page already painted, and no test here opens a second page.
 */
export const expectFallbackFont = async (page: Page): Promise<void> => {
  const font = await page.evaluate(
    (attribute) => ({
      marker: document.documentElement.hasAttribute(attribute),
      family: getComputedStyle(document.body).fontFamily.split(",")[0].replace(/["']/g, "").trim(),
    }),
    WEB_FONT_ATTRIBUTE,
  );
  expect(font, "the page should be drawn in the fallback font, never in Manrope").toEqual({ marker: false, family: FALLBACK_FAMILY });
};

/**
 * Waits until what is in view is final: every image that intersects the viewport has loaded and
 * gatsby-plugin-image has shown it (its main image starts at opacity 0), the fonts are ready, and
 * two frames have been painted since.
 */
export const settle = async (page: Page): Promise<void> => {
  await page.waitForFunction(() => {
    const inView = (element: Element) => {
      const box = element.getBoundingClientRect();
      return box.width > 0 && box.height > 0 && box.bottom > 0 && box.right > 0 && box.top < window.innerHeight && box.left < window.innerWidth;
    };
    return Array.from(document.images)
      .filter(inView)
      .every((image) => {
        if (image.hasAttribute("data-placeholder-image")) return true;
        const loaded = image.complete && image.naturalWidth > 0;
        return loaded && (!image.hasAttribute("data-main-image") || getComputedStyle(image).opacity === "1");
      });
  });
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
  await nextFrames(page);
};

export interface ShotOptions {
  /** Parts painted over with a flat box: what changes run to run, or year to year, and cannot be stopped. */
  mask?: Locator[];
}

const modifiedAt = (file: string): number | null => (fs.existsSync(file) ? fs.statSync(file).mtimeMs : null);

/**
 * Rewrites a baseline Playwright has just written with zlib's strongest level, without a palette
 * (sharp's `effort` and `quality` would quantise the colours): the same pixels, checked, in about
 * 30% fewer bytes than Chromium's own PNG, which favours speed. Each of the two filter choices wins on
 * some shots; the smaller is kept. sharp comes with the site's image plugins (gatsby-plugin-sharp).
 */
const compactPng = async (file: string): Promise<void> => {
  const original = fs.readFileSync(file);
  const pixels = await sharp(original).raw().toBuffer();
  let smallest: Buffer = original;
  for (const adaptiveFiltering of [false, true]) {
    const candidate = await sharp(original).png({ compressionLevel: 9, adaptiveFiltering, palette: false }).toBuffer();
    if (candidate.length < smallest.length && (await sharp(candidate).raw().toBuffer()).equals(pixels)) smallest = candidate;
  }
  if (smallest !== original) fs.writeFileSync(file, smallest);
};

/**
 * Compares the viewport (not the full page) with the baseline `<name>.png` of this file, after
 * `settle` and the fallback font's check. The comparison's options (threshold, maxDiffPixels,
 * animations, caret) are the "visual" project's. A baseline written by this run (missing, or
 * `--update-snapshots`) is then compacted.
 */
export const shoot = async (page: Page, name: string, { mask }: ShotOptions = {}): Promise<void> => {
  await settle(page);
  await expectFallbackFont(page);
  const baseline = test.info().snapshotPath(`${name}.png`, { kind: "screenshot" });
  const before = modifiedAt(baseline);
  await expect(page).toHaveScreenshot(`${name}.png`, { fullPage: false, ...(mask ? { mask } : {}) });
  if (modifiedAt(baseline) !== before) await compactPng(baseline);
};
