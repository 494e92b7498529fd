import * as React from "react";
import { Button, type ButtonProps } from "@chakra-ui/react";
import type { CallToAction } from "../../../supabase/functions/_shared/site-contract/attribution";
import { callToActionProps } from "../../lib/attribution/visit-attribution";

/** The brand's own button looks, defined in src/theme/recipes/button.ts. */
export type BrandButtonVariant = "cta" | "onDark";

export interface ActionButtonProps extends Omit<ButtonProps, "variant"> {
  variant: BrandButtonVariant | NonNullable<ButtonProps["variant"]>;
  /** A button that leads to a form: which call to action it is, for the lead's attribution. */
  cta?: CallToAction;
}

/**
 * Chakra's Button with the brand variants typed. The variants exist at run time
 * (the recipe is merged into the system); Chakra only learns their names from its CLI
 * typegen, which writes into node_modules on every install. One typed wrapper is
 * simpler and keeps `variant="cta"` checked everywhere it is used.
 */
export const ActionButton = React.forwardRef<HTMLButtonElement, ActionButtonProps>(function ActionButton({ variant, cta, ...rest }, ref) {
  return <Button ref={ref} variant={variant as ButtonProps["variant"]} {...rest} {...callToActionProps(cta)} />;
});
