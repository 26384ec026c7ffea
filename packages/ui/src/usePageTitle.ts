import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';

// The titles pages have asked for, newest last. A stack, not one value: effects run child first,
// so a page's title and the frame's must not depend on which effect ran last.
const claims: { title: string }[] = [];
let siteName = '';

function apply() {
  if (typeof document !== 'undefined') document.title = formatPageTitle(claims.at(-1)?.title, siteName);
}

/** "<page> | <site name>" in the current language; a page without one shows the site name. */
export function formatPageTitle(page: string | null | undefined, site: string): string {
  return page ? `${page} | ${site}` : site;
}

/**
 * Sets the document title while the calling page is shown, as "<title> | Art Marketplace" in the
 * current language; every route component (shell pages and remotes) calls it with its heading.
 * Screen readers announce the title after a navigation, and it names the tab and the history entry.
 */
export function usePageTitle(title: string | null | undefined): void {
  const { t } = useTranslation('ui');
  const site = t('siteName');
  useEffect(() => {
    siteName = site;
    if (!title) {
      apply();
      return;
    }
    const claim = { title };
    claims.push(claim);
    apply();
    return () => {
      claims.splice(claims.indexOf(claim), 1);
      apply();
    };
  }, [title, site]);
}
