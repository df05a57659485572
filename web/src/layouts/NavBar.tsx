import CloseOutlined from '@ant-design/icons/CloseOutlined';
import MenuOutlined from '@ant-design/icons/MenuOutlined';
import SearchOutlined from '@ant-design/icons/SearchOutlined';
import Button from 'antd/es/button';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { accessible, useAuth } from '../app/access';
import { routes } from '../app/routes';
import { Logo } from '../components/Logo';
import { CartButton } from '../features/cart/components/CartButton';
import { RideButton } from '../features/garage/components/RideButton';
import { NavRouteButton } from './NavRouteButton';
import { NavSearch, type NavSearchHandle } from './NavSearch';
import styles from './NavBar.module.css';

// The drawer is code-split: most visits never open it.
const MobileMenu = lazy(() => import('./MobileMenu'));

export function NavBar() {
  const { user, isLoading, isError } = useAuth();
  // Until GET /api/user answers (or while it fails), neither LOGIN nor the signed-in buttons.
  const navRoutes = accessible(routes, user).filter(
    (route) => route.nav && !((isLoading || isError) && route.access !== 'all'),
  );
  // With the cart button, a fourth button (an admin's) needs the bar's folds earlier.
  const crowded = navRoutes.length > 2;
  const [menuOpen, setMenuOpen] = useState(false);
  const [menuLoaded, setMenuLoaded] = useState(false);
  // /search has its own box right under the bar: a second one would only repeat it (and two
  // boxes named 'Search parts' on one page are one too many for a screen reader's list).
  const { pathname } = useLocation();
  const withSearch = pathname !== '/search';
  // Narrow bars fold the search box away behind a button; it unfolds under the bar.
  const [searchOpen, setSearchOpen] = useState(false);
  const [searchPath, setSearchPath] = useState(pathname);
  if (searchPath !== pathname) {
    setSearchPath(pathname);
    setSearchOpen(false);
  }
  const search = useRef<NavSearchHandle>(null);
  const searchToggle = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (searchOpen) search.current?.focus();
  }, [searchOpen]);
  const foldSearch = () => {
    setSearchOpen(false);
    searchToggle.current?.focus();
  };

  const openMenu = () => {
    setMenuLoaded(true);
    setMenuOpen(true);
  };

  return (
    <header className={styles.bar}>
      <div className={`pp-container ${styles.inner} ${crowded ? styles.crowded : ''}`}>
        <Logo />
        {withSearch && (
          <NavSearch
            ref={search}
            id="nav-search"
            className={`${styles.search} ${searchOpen ? styles.searchOpen : ''}`}
            onDone={() => setSearchOpen(false)}
            onDismiss={searchOpen ? foldSearch : undefined}
          />
        )}
        <nav aria-label="Main" className={styles.desktopNav}>
          <RideButton className={styles.rideButton} />
          {navRoutes.map((route) => (
            <NavRouteButton key={route.path} route={route} />
          ))}
        </nav>
        {withSearch && (
          <Button
            ref={searchToggle}
            className={styles.searchToggle}
            size="large"
            type="text"
            icon={searchOpen ? <CloseOutlined /> : <SearchOutlined />}
            aria-label="Show search box"
            aria-expanded={searchOpen}
            aria-controls="nav-search"
            onClick={() => setSearchOpen((open) => !open)}
          />
        )}
        {/* Outside the folding nav: the count stays in sight on a phone too. */}
        {user && <CartButton />}
        <Button
          className={styles.menuButton}
          size="large"
          type="text"
          icon={<MenuOutlined />}
          aria-label="Open menu"
          aria-expanded={menuOpen}
          aria-controls="mobile-menu"
          onClick={openMenu}
        />
      </div>
      {menuLoaded && (
        <Suspense fallback={null}>
          <MobileMenu
            open={menuOpen}
            onClose={() => setMenuOpen(false)}
            navRoutes={navRoutes}
            withCart={!!user}
          />
        </Suspense>
      )}
    </header>
  );
}
