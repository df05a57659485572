import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, type EntityManager } from 'typeorm';
import type { CartChanges } from '../domain/cart-check.js';

export interface CartItemRow {
  listingId: string;
  priceCentsSnapshot: number;
  currency: string;
  title: string;
  slug: string;
  sellerId: string;
  sellerName: string;
  previewUrl: string | null;
  addedAt: Date;
}

const CART_ITEM_COLUMNS = `listing_id AS "listingId",
  price_cents_snapshot AS "priceCentsSnapshot", currency, title, slug, seller_id AS "sellerId",
  seller_name AS "sellerName", preview_url AS "previewUrl", added_at AS "addedAt"`;

/** A user's cart items, oldest first: the cart page's order, and the order lines' positions. */
export function selectCartItems(
  db: Pick<EntityManager, 'query'>,
  userId: string,
): Promise<CartItemRow[]> {
  return db.query(
    `SELECT ${CART_ITEM_COLUMNS} FROM orders.cart_item WHERE user_id = $1
     ORDER BY added_at, listing_id`,
    [userId],
  ) as Promise<CartItemRow[]>;
}

/** Carts and their items. */
@Injectable()
export class CartRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  items(userId: string): Promise<CartItemRow[]> {
    return selectCartItems(this.dataSource, userId);
  }

  /** Adds the item unless the listing is in the cart already (its first price stays). */
  async add(userId: string, item: Omit<CartItemRow, 'addedAt'>): Promise<void> {
    await this.dataSource.transaction(async (manager) => {
      await manager.query(
        `INSERT INTO orders.cart (user_id) VALUES ($1)
         ON CONFLICT (user_id) DO UPDATE SET updated_at = now()`,
        [userId],
      );
      await manager.query(
        `INSERT INTO orders.cart_item (user_id, listing_id, price_cents_snapshot, currency, title,
           slug, seller_id, seller_name, preview_url)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9) ON CONFLICT (user_id, listing_id) DO NOTHING`,
        [
          userId,
          item.listingId,
          item.priceCentsSnapshot,
          item.currency,
          item.title,
          item.slug,
          item.sellerId,
          item.sellerName,
          item.previewUrl,
        ],
      );
    });
  }

  /**
   * The catalog's changes since the items were added, in one transaction: repriced items take
   * the new price, items no longer for sale leave the cart.
   */
  async applyCatalogChanges(userId: string, changes: CartChanges): Promise<void> {
    await this.dataSource.transaction(async (manager) => {
      for (const item of changes.repriced)
        await manager.query(
          `UPDATE orders.cart_item SET price_cents_snapshot = $3, currency = $4
           WHERE user_id = $1 AND listing_id = $2`,
          [userId, item.listingId, item.priceCents, item.currency],
        );
      if (changes.gone.length)
        await manager.query(
          `DELETE FROM orders.cart_item WHERE user_id = $1 AND listing_id = ANY($2::uuid[])`,
          [userId, changes.gone.map((item) => item.listingId)],
        );
      await manager.query(`UPDATE orders.cart SET updated_at = now() WHERE user_id = $1`, [userId]);
    });
  }

  async remove(userId: string, listingId: string): Promise<void> {
    await this.dataSource.query(
      `DELETE FROM orders.cart_item WHERE user_id = $1 AND listing_id = $2`,
      [userId, listingId],
    );
  }
}
