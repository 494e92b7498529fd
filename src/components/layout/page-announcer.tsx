import * as React from "react";
import { Box } from "@chakra-ui/react";
import { useDictionary } from "../../i18n/locale-context";
import { MAIN_CONTENT_ID } from "./skip-link";

/**
 * Tells screen-reader users which page a link inside the site has shown ("Nuova pagina: Servizi"), in
 * the page's language: nothing else is announced, since the focus stays where it was. Gatsby's own
 * announcer says it in English on every page and is hidden (src/start-up/library-internals/gatsby.ts).
 * Silent on the page the visit starts on: the browser announces a page it loads.
 */
export const PageAnnouncer = ({ pathname }: { pathname: string }) => {
  const { pageAnnouncement } = useDictionary().layout;
  const [announcement, setAnnouncement] = React.useState("");
  const announcedPath = React.useRef(pathname);
  React.useEffect(() => {
    if (announcedPath.current === pathname) return undefined;
    announcedPath.current = pathname;
    // In the frame after the new page's commit: its heading and its title are in place.
    const frame = requestAnimationFrame(() => {
      const heading = document.querySelector(`#${MAIN_CONTENT_ID} h1`)?.textContent?.trim();
      setAnnouncement(pageAnnouncement(heading || document.title));
    });
    return () => cancelAnimationFrame(frame);
  }, [pathname, pageAnnouncement]);
  return (
    <Box srOnly aria-live="assertive" aria-atomic="true" data-route-announcer="">
      {announcement}
    </Box>
  );
};
