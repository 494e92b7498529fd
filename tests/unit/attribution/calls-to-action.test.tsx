/**
 * @jest-environment jsdom
 */
/**
 * The calls to action that lead to a form carry their id (`cta` on ActionLink and ActionButton,
 * `data-cta` in the page), and every id of the contract's list is on the site.
 */
import fs from "node:fs";
import path from "node:path";
import * as React from "react";
import { render, screen } from "@testing-library/react";
import { createEmotionCache, Provider } from "../../../src/components/ui/provider";
import { ActionLink } from "../../../src/components/ui/action-link";
import { ActionButton } from "../../../src/components/ui/action-button";
import { CALLS_TO_ACTION } from "../../../supabase/functions/_shared/site-contract/attribution";

const SRC = path.resolve(__dirname, "../../../src");

const sources = (dir: string): string[] =>
  fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return sources(file);
    return /\.tsx?$/.test(entry.name) && !entry.name.endsWith(".d.ts") ? [file] : [];
  });

test("a link or a button that is a call to action carries its id in the page", () => {
  render(
    <Provider cache={createEmotionCache()}>
      <ActionLink variant="cta" cta="home-hero">
        <a href="#contatti">Parla con un consulente</a>
      </ActionLink>
      <ActionButton variant="cta" cta="header-book-call">
        Prenota un call
      </ActionButton>
      <ActionLink variant="onDark">
        <a href="/brochure.pdf">Scarica la brochure</a>
      </ActionLink>
    </Provider>,
  );
  expect(screen.getByRole("link", { name: "Parla con un consulente" })).toHaveAttribute("data-cta", "home-hero");
  expect(screen.getByRole("button", { name: "Prenota un call" })).toHaveAttribute("data-cta", "header-book-call");
  expect(screen.getByRole("link", { name: "Scarica la brochure" })).not.toHaveAttribute("data-cta");
});

test("every call to action of the contract's list is on the site, once", () => {
  const used = sources(SRC).flatMap((file) => [...fs.readFileSync(file, "utf8").matchAll(/\bcta="([a-z0-9-]+)"/g)].map((match) => match[1]));
  expect([...used].sort()).toEqual([...CALLS_TO_ACTION].sort());
});
