import { skipToken } from '@reduxjs/toolkit/query/react';
import { useCurrentUser } from '../../app/access';
import { useGetCartQuery } from './cartApi';

/** The signed-in user's cart; a visitor has none (docs/product.md §7: only when logged in). */
export function useCart() {
  const user = useCurrentUser();
  return useGetCartQuery(user ? undefined : skipToken);
}
