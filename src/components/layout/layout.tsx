import * as React from "react";
import type { WindowLocation } from "@reach/router";
import { Box, Flex } from "@chakra-ui/react";
import { useSiteSettings } from "../../hooks/use-site-settings";
import { SCROLL_AFTER_NAVIGATION_MS, requestedSection, scrollToSection } from "../../hooks/use-book-call";
import { Toaster } from "../ui/toaster";
import { Header } from "./header";
import { Footer } from "./footer";
import { BackToTop } from "./back-to-top";
import { CookieBanner } from "./cookie-banner";
import { MAIN_CONTENT_ID, SkipLink } from "./skip-link";
import { PageAnnouncer } from "./page-announcer";
import { HydrationBoundary, StaticContent, StaticContentPageProvider } from "../../start-up";

interface LayoutProps {
  children: React.ReactNode;
  location: WindowLocation<unknown>;
}

/**
 * The frame of every page. It lives in wrapPageElement, so the header, the cookie
 * banner and the toaster stay mounted while the visitor moves between pages.
 * What changes with the visitor's scroll and cookie choice is kept on <html> by the page
 * script (src/start-up/page-script), not here.
 */
export const Layout = ({ children, location }: LayoutProps) => {
  const site = useSiteSettings();
  const requested = requestedSection(location.state);

  // Arriving from 'Prenota un call' on another page: scroll once the page is shown.
  React.useEffect(() => {
    if (!requested) return undefined;
    const timer = window.setTimeout(() => scrollToSection(requested), SCROLL_AFTER_NAVIGATION_MS);
    return () => window.clearTimeout(timer);
  }, [location.key, requested]);

  return (
    <StaticContentPageProvider path={location.pathname}>
      <SkipLink />
      {/* Each a part React hydrates on its own (HydrationBoundary), as do the page's sections: a press hydrates its own part first. */}
      <HydrationBoundary>
        <Header pathname={location.pathname} brandName={site.brandName} />
      </HydrationBoundary>
      <Box as="main" id={MAIN_CONTENT_ID} tabIndex={-1} _focus={{ outline: "none" }}>
        <HydrationBoundary>{children}</HydrationBoundary>
      </Box>
      {/* Never changed by the scripts while the page stays: the server's HTML on the first page, rendered anew on the next ones. */}
      <StaticContent>
        <Footer />
      </StaticContent>
      {/*
        The bottom dock, one fixed column: the back-to-top link sits on top of the cookie banner,
        however tall the banner is on this screen, and moves down when it closes. The column
        itself lets presses through; only what it holds takes them.
      */}
      <Flex direction="column" position="fixed" insetX="0" bottom="0" zIndex="banner" pointerEvents="none">
        <StaticContent>
          <BackToTop />
          <CookieBanner />
        </StaticContent>
      </Flex>
      <Toaster />
      <PageAnnouncer pathname={location.pathname} />
    </StaticContentPageProvider>
  );
};
