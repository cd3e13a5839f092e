import { createContext, useContext, type AnchorHTMLAttributes, type ComponentType, type ReactNode } from "react";

/** Props of {@link Link}: an anchor's attributes with its address, a path of the shop (`/cart/`). */
export interface LinkProps extends AnchorHTMLAttributes<HTMLAnchorElement> {
  readonly href: string;
}

// Without an app's link (stories, other apps) a link is a plain anchor: a click loads the page.
const PlainLink = (props: LinkProps) => <a {...props} />;

const LinkContext = createContext<ComponentType<LinkProps>>(PlainLink);

/**
 * Gives the components below it the app's link (its router's), the way React Aria's
 * `RouterProvider` does: react-ui's components never import a router.
 * @example <LinkProvider component={(props) => <RouterLink {...props} />}><App /></LinkProvider>
 */
export const LinkProvider = ({ component, children }: { readonly component: ComponentType<LinkProps>; readonly children: ReactNode }) => (
  <LinkContext.Provider value={component}>{children}</LinkContext.Provider>
);

/** A link to a page of the shop, rendered by the app's link ({@link LinkProvider}), else a plain anchor. */
export const Link = (props: LinkProps) => {
  const AppLink = useContext(LinkContext);
  return <AppLink {...props} />;
};
