// Links between the site's pages, which are full page loads (decision 102). React Router's Link
// and NavLink still render them on the server (NavLink marks the page being shown); with
// `discover="none"` they leave out the data-discover attribute they add for a client router's
// route discovery, ~20 bytes a link that no page uses.
import { Link as RouterLink, NavLink as RouterNavLink, type LinkProps, type NavLinkProps } from 'react-router-dom';

export function Link(props: LinkProps) {
  return <RouterLink discover="none" {...props} />;
}

export function NavLink(props: NavLinkProps) {
  return <RouterNavLink discover="none" {...props} />;
}
