import { useLayoutEffect } from 'react';
import { useLocation, useNavigationType } from 'react-router-dom';

/**
 * A link followed opens the page at its top (or at its #anchor); Back and Forward leave the
 * scroll to the browser, which puts the reader back where they were.
 */
export function ScrollOnNavigate() {
  const { key, hash } = useLocation();
  const navigationType = useNavigationType();
  useLayoutEffect(() => {
    if (navigationType === 'POP') return;
    const anchor = hash ? document.getElementById(decodeURIComponent(hash.slice(1))) : null;
    if (anchor) anchor.scrollIntoView();
    else window.scrollTo(0, 0);
    // Each navigation has its own key; only a new one moves the page.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key]);
  return null;
}
