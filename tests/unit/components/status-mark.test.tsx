/**
 * @jest-environment jsdom
 */
/**
 * The mark of an article a production build leaves out: "Bozza"/"Draft", "Programmato"/"Scheduled",
 * shown by `npm start` on its card and its page; nothing on a published article.
 */
import * as React from "react";
import { render, screen } from "@testing-library/react";
import { createEmotionCache, Provider } from "../../../src/components/ui/provider";
import { LocaleProvider } from "../../../src/i18n/locale-context";
import { StatusMark } from "../../../src/components/insights/status-mark";
import type { Locale } from "../../../supabase/functions/_shared/site-contract/locales";
import type { PublicationStatus } from "../../../src/lib/articles/publication";

const renderMark = (locale: Locale, status: PublicationStatus | undefined) =>
  render(
    <Provider cache={createEmotionCache()}>
      <LocaleProvider locale={locale}>
        <p data-testid="card">
          <StatusMark status={status} />
        </p>
      </LocaleProvider>
    </Provider>,
  );

test.each([
  ["it", "draft", "Bozza"],
  ["en", "draft", "Draft"],
  ["it", "scheduled", "Programmato"],
  ["en", "scheduled", "Scheduled"],
] as const)("in %s a %s article is marked %s", (locale, status, mark) => {
  renderMark(locale, status);
  expect(screen.getByText(mark)).toHaveAttribute("data-status-mark", status);
});

test.each([["published" as const], [undefined]])("a published article (%s) carries no mark", (status) => {
  renderMark("it", status);
  expect(screen.getByTestId("card")).toBeEmptyDOMElement();
});
