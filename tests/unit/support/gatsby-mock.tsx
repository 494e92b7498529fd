/** Just enough of Gatsby for components rendered outside a Gatsby build. */
import * as React from "react";

export const graphql = () => "";
export const navigate = jest.fn();
export const useStaticQuery = jest.fn();
export const Link = React.forwardRef<HTMLAnchorElement, { to: string } & React.AnchorHTMLAttributes<HTMLAnchorElement>>(({ to, children, ...rest }, ref) => (
  <a ref={ref} href={to} {...rest}>
    {children}
  </a>
));
Link.displayName = "Link";
