import { usePageTitle } from '@art/ui';
import type { AreaRoute } from '@art/ui/routes';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import { useFocusHeadingOnNavigate } from '../hooks/useFocusHeadingOnNavigate.js';
import { hasFooter } from '../routeTable.js';
import { BottomNav } from './BottomNav.js';
import { FollowOnboardingSlot } from './FollowOnboardingSlot.js';
import { Footer } from './Footer.js';
import { Header } from './Header.js';
import { MobileDrawer } from './MobileDrawer.js';
import { UpdatePrompt } from './UpdatePrompt.js';
import { VerifyEmailNotice } from './VerifyEmailNotice.js';

type LayoutProps = { routes: readonly AreaRoute[]; children: ReactNode };

/** The frame around every page; `children` is the matched route. */
export function Layout({ routes, children }: LayoutProps) {
  const { t } = useTranslation('shell');
  const [pathname] = useLocation();
  const [isDrawerOpen, setIsDrawerOpen] = useState(false);
  const mainRef = useRef<HTMLElement>(null);
  // Pages name themselves (usePageTitle); until one does, the title is the site's name.
  usePageTitle(null);
  useFocusHeadingOnNavigate(mainRef, pathname);

  // Pages open at the top, not at the previous page's scroll position.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the effect runs on each route change on purpose
  useEffect(() => {
    window.scrollTo(0, 0);
  }, [pathname]);

  return (
    <div className="shell-app">
      <a href="#main" className="shell-skip-link">
        {t('header.skipToContent')}
      </a>
      <Header onOpenDrawer={() => setIsDrawerOpen(true)} />
      <VerifyEmailNotice />
      <FollowOnboardingSlot />
      <main ref={mainRef} id="main" className="shell-main" tabIndex={-1}>
        {children}
      </main>
      {hasFooter(routes, pathname) && <Footer />}
      <BottomNav onOpenUserMenu={() => setIsDrawerOpen(true)} />
      <MobileDrawer isOpen={isDrawerOpen} onClose={() => setIsDrawerOpen(false)} />
      <UpdatePrompt />
    </div>
  );
}
