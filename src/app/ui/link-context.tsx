import { createContext, use, type AnchorHTMLAttributes, type ReactElement, type ReactNode, type Ref } from 'react';

/** What the ui kit needs from a link: an href, anchor attributes, and a forwarded ref (Ark's asChild). */
export type UiLinkProps = AnchorHTMLAttributes<HTMLAnchorElement> & { href: string; ref?: Ref<HTMLAnchorElement> };

/** Turns link props into an element: a plain <a> by default, a client-side router link in the app. */
export type RenderLink = (props: UiLinkProps) => ReactElement;

const renderAnchor: RenderLink = (props) => <a {...props} />;

const LinkContext = createContext<RenderLink>(renderAnchor);

/**
 * Menu, NavTabs and CardLink render their links through `render`, so the app can route them
 * client-side (e.g. render={(props) => <RouterAnchor {...props} />}) while the ui kit stays
 * router-free. The element must pass every prop, ref included, on to the <a>.
 */
export function UiLinkProvider({ render, children }: { render: RenderLink; children: ReactNode }) {
  return <LinkContext value={render}>{children}</LinkContext>;
}

/** A link drawn by the app's link renderer. */
export function UiLink(props: UiLinkProps) {
  const render = use(LinkContext);
  return render(props);
}
