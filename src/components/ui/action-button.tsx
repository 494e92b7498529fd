import * as React from "react";
import { Button, type ButtonProps } from "@chakra-ui/react";

/** The brand's own button looks, defined in src/theme/recipes/button.ts. */
export type BrandButtonVariant = "cta" | "onDark";

export interface ActionButtonProps extends Omit<ButtonProps, "variant"> {
  variant: BrandButtonVariant | NonNullable<ButtonProps["variant"]>;
}

/**
 * Chakra's Button with the brand variants typed. The variants exist at run time
 * (the recipe is merged into the system); Chakra only learns their names from its CLI
 * typegen, which writes into node_modules on every install. One typed wrapper is
 * simpler and keeps `variant="cta"` checked everywhere it is used.
 */
export const ActionButton = React.forwardRef<HTMLButtonElement, ActionButtonProps>(function ActionButton({ variant, ...rest }, ref) {
  return <Button ref={ref} variant={variant as ButtonProps["variant"]} {...rest} />;
});
