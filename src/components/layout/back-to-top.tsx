import * as React from "react";
import { ArrowUp } from "lucide-react";
import { whenBackToTopShown } from "../../start-up";
import { MAIN_CONTENT_ID } from "./skip-link";
import { ActionLink } from "../ui/action-link";
import { useDictionary } from "../../i18n/locale-context";

/**
 * A link to the page's content, which starts at the top of the page: the browser scrolls there
 * (smoothly when motion is allowed, by the theme's `scroll-behavior`) and moves the focus there,
 * as the skip link does, so the next Tab starts from the top. Shown past 300 px by the page
 * script's attribute on <html>; hidden, it is out of the tab order and the accessibility tree.
 * It sits in the layout's bottom dock, above the cookie banner. Square and without padding,
 * as Chakra's IconButton draws it.
 */
export const BackToTop = () => {
  const { layout: words } = useDictionary();
  return (
    <ActionLink
      variant="solid"
      px="0"
      py="0"
      _icon={{ fontSize: "1.2em" }}
      alignSelf="flex-end"
      mr={{ base: "4", md: "8" }}
      mb={{ base: "4", md: "8" }}
      pointerEvents="auto"
      visibility="hidden"
      css={{ [whenBackToTopShown]: { visibility: "visible" } }}
      borderRadius="full"
      size="lg"
      bg="brand.solid"
      color="brand.contrast"
      boxShadow="lg"
      _hover={{ bg: "navy.700" }}
    >
      <a href={`#${MAIN_CONTENT_ID}`} aria-label={words.backToTop}>
        <ArrowUp aria-hidden="true" />
      </a>
    </ActionLink>
  );
};
