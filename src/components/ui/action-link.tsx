import * as React from "react";
import { Box, useRecipe, type BoxProps, type ButtonProps } from "@chakra-ui/react";
import type { BrandButtonVariant } from "./action-button";
import type { CallToAction } from "../../../supabase/functions/_shared/site-contract/attribution";
import { callToActionProps } from "../../lib/attribution/visit-attribution";

export interface ActionLinkProps extends Omit<BoxProps, "asChild" | "children"> {
  variant: BrandButtonVariant | NonNullable<ButtonProps["variant"]>;
  size?: ButtonProps["size"];
  /** A link that leads to a form: which call to action it is, for the lead's attribution. */
  cta?: CallToAction;
  /** The link itself: an `<a>` or Gatsby's `<Link>`. */
  children: React.ReactElement;
}

/**
 * A link that looks like a button: the button recipe (Chakra's, with the brand variants) on
 * the link itself. Chakra's `<Button asChild>` would also give the link a button's
 * `type="button"`, which on an `<a>` is an invalid MIME type (the Nu HTML Checker fails
 * every page on it). Style props win over the recipe, as they do on Button.
 */
export const ActionLink = ({ variant, size, cta, css, children, ...rest }: ActionLinkProps) => {
  const button = useRecipe({ key: "button" });
  return (
    <Box asChild css={[button({ variant: variant as ButtonProps["variant"], size }), css]} {...rest} {...callToActionProps(cta)}>
      {children}
    </Box>
  );
};
