/**
 * "gatsby" for the CMS's bundle (src/gatsby-node/admin-page.ts resolves the name here): the site's
 * components that the article preview draws import its `graphql`, for the fragments beside them (the
 * site's build compiles them away), and its `Link`. /admin has no Gatsby runtime: a fragment is nothing
 * and a link is a plain <a>, which Decap's preview pane opens in a new tab.
 */
import * as React from "react";

export const graphql = (): null => null;

export const Link = React.forwardRef<HTMLAnchorElement, { to: string } & React.AnchorHTMLAttributes<HTMLAnchorElement>>(({ to, children, ...rest }, ref) => (
  <a ref={ref} href={to} {...rest}>
    {children}
  </a>
));
Link.displayName = "Link";
