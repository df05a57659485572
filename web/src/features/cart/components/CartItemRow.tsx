import DeleteOutlined from '@ant-design/icons/DeleteOutlined';
import Button from 'antd/es/button';
import { Link } from 'react-router-dom';
import { formatCents } from '../../../components/format';
import { PreviewImage } from '../../listings/components/PreviewImage';
import { modelPath } from '../../listings/listing-display';
import type { CartItem } from '../cartApi';
import styles from './CartItemRow.module.css';

/** One item in the cart: its render (or the drawn placeholder), title, badges, seller, price, remove. */
export function CartItemRow({
  item,
  removing,
  onRemove,
}: {
  item: CartItem;
  removing: boolean;
  onRemove: () => void;
}) {
  return (
    <li className={styles.row} data-testid="cart-item">
      <PreviewImage
        src={item.previewUrl}
        alt={item.title}
        sizes="120px"
        caption={null}
        className={styles.thumb}
      />
      <div className={styles.info}>
        <h3 className={styles.title}>
          <Link to={modelPath(item)} className={styles.link} data-testid="cart-item-title">
            {item.title}
          </Link>
        </h3>
        <p className={styles.badges}>
          <span className={styles.badge}>STL FILE</span>
          <span className={styles.badge}>INSTANT DOWNLOAD</span>
        </p>
        <p className={styles.seller} data-testid="cart-item-seller">
          by {item.seller.name || 'Unknown'}
        </p>
      </div>
      <div className={styles.end}>
        <span className={styles.price} data-testid="cart-item-price">
          {formatCents(item.priceCentsSnapshot)}
        </span>
        <Button
          type="text"
          danger
          icon={<DeleteOutlined aria-hidden />}
          loading={removing}
          aria-label={`Remove ${item.title} from cart`}
          data-testid="cart-item-remove"
          onClick={onRemove}
        >
          Remove
        </Button>
      </div>
    </li>
  );
}
