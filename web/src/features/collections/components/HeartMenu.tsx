import { cloneElement, lazy, Suspense, useState, type ReactElement } from 'react';
import type { Listing } from '../../listings/listingsApi';

// Code-split: the menu (antd's Dropdown) and its dialog load on the first click, so every card
// on the home page does not carry them (about 40 kB).
const HeartMenuDropdown = lazy(() => import('./HeartMenuDropdown'));

interface HeartMenuProps {
  listing: Pick<Listing, 'id' | 'title' | 'likedByMe' | 'likeCount'>;
  /** The button that opens the menu (the card's small one, the model page's caret). */
  children: ReactElement<{ onClick?: () => void; 'aria-haspopup'?: string }>;
}

/**
 * The heart's menu, beside the heart of a card and of the model page: favorites, and 'Save to
 * collection' (pick one of yours or make one).
 */
export function HeartMenu({ listing, children }: HeartMenuProps) {
  const [wanted, setWanted] = useState(false);
  const button = cloneElement(children, {
    'aria-haspopup': 'menu',
    onClick: () => setWanted(true),
  });
  if (!wanted) return button;
  return (
    <Suspense fallback={button}>
      <HeartMenuDropdown listing={listing}>{children}</HeartMenuDropdown>
    </Suspense>
  );
}
