import ShoppingCartOutlined from '@ant-design/icons/ShoppingCartOutlined';
import Button from 'antd/es/button';
import type { Listing } from '../listingsApi';
import { useAddToCart } from '../useAddToCart';

/** A card's cart button: ADD TO CART, ADDING... while the request runs. */
export function AddToCartButton({
  listing,
  className,
}: {
  listing: Pick<Listing, 'id' | 'title'>;
  className?: string;
}) {
  const { add, adding } = useAddToCart();
  return (
    <Button
      type="primary"
      className={className}
      icon={<ShoppingCartOutlined aria-hidden />}
      loading={adding}
      data-testid="add-to-cart"
      onClick={() => void add(listing)}
    >
      {adding ? 'ADDING...' : 'ADD TO CART'}
    </Button>
  );
}
