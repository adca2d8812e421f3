import type { MouseEvent, Ref } from 'react';
import { Link as RouterLink, useLocation, useNavigate, type LinkProps } from 'react-router';

type Props = LinkProps & { ref?: Ref<HTMLAnchorElement> };

/**
 * React Router's `Link` for the app's own absolute paths (`/product/detail/7`, `/blog?tag=x`), at a fraction of
 * its cost per link. Its Link resolves `to` against the route matches on every render (a JSON round trip of
 * them, twice: `useHref` and the click handler) — a product page renders dozens of links, and they were a
 * noticeable share of a server render's CPU and allocations (docs/decisions/024). An absolute path needs no
 * resolving: the `href` is `to`. A click does what React Router's does: a plain left click without modifier
 * keys on a link without another target navigates in the app (replacing the entry when it is the current URL);
 * anything else is left to the browser. Relative paths, objects and the options this app does not use go to
 * React Router's own Link.
 */
export function Link(props: Props) {
  const { to } = props;
  const plain =
    typeof to === 'string' &&
    to.startsWith('/') &&
    !to.startsWith('//') &&
    props.relative === undefined &&
    !props.reloadDocument &&
    !props.viewTransition &&
    props.prefetch === undefined &&
    props.discover === undefined &&
    props.mask === undefined &&
    props.defaultShouldRevalidate === undefined;
  return plain ? <AppLink {...props} to={to} /> : <RouterLink {...props} />;
}

function AppLink({ to, replace, state, preventScrollReset, target, onClick, ...rest }: Props & { to: string }) {
  const navigate = useNavigate();
  const location = useLocation();
  const follow = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    if (event.defaultPrevented || event.button !== 0 || (target && target !== '_self')) return;
    if (event.metaKey || event.altKey || event.ctrlKey || event.shiftKey) return;
    event.preventDefault();
    const here = location.pathname + location.search + location.hash;
    void navigate(to, { replace: replace ?? here === to, state: state as unknown, preventScrollReset });
  };
  return <a {...rest} href={to} target={target} onClick={follow} />;
}
