import type { AnchorHTMLAttributes } from 'react';
import { Link, useLocation } from 'wouter';

type NavLinkProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href' | 'className'> & {
  to: string;
  /** Active only on `to` itself, not on the pages below it (for `/`). */
  end?: boolean;
  className?: string | ((state: { isActive: boolean }) => string);
};

/** Whether `pathname` is `to` or, unless `end`, a page below it (case-insensitive, like matching). */
export function isNavActive(pathname: string, to: string, end = false): boolean {
  const path = pathname.toLowerCase().replace(/\/+$/, '') || '/';
  const target = to.toLowerCase().replace(/\/+$/, '') || '/';
  if (path === target) return true;
  return !end && target !== '/' && path.startsWith(`${target}/`);
}

/** A link that knows whether it points at the current page: `aria-current="page"` and an active class. */
export function NavLink({ to, end, className, ...rest }: NavLinkProps) {
  const [pathname] = useLocation();
  const isActive = isNavActive(pathname, to, end);
  return (
    <Link
      {...rest}
      to={to}
      aria-current={isActive ? 'page' : undefined}
      className={typeof className === 'function' ? className({ isActive }) : className}
    />
  );
}
