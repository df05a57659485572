import { Injectable } from '@nestjs/common';
import {
  CatalogCollections,
  CatalogGarage,
  CatalogListings,
  COLLECTION_LIMITS,
  OrdersHistory,
  UsersAccounts,
  type AuthoredCommentDto,
  type AuthoredReviewDto,
  type CollectionDto,
  type GarageDto,
  type ListingDto,
  type OrderDto,
  type UserDto,
  type Viewer,
} from '@pitstop/contracts';
import { MessagingClient } from '@pitstop/messaging';

/** What "Download my data" hands over (GET /api/auth/export). */
export interface AccountDataExport {
  /** ISO 8601. */
  exportedAt: string;
  profile: UserDto;
  garage: GarageDto;
  collections: CollectionDto[];
  orders: OrderDto[];
  listings: ListingDto[];
  /** Their reviews and comments on anyone's listings, newest first, each with its listing. */
  reviews: AuthoredReviewDto[];
  comments: AuthoredCommentDto[];
}

const PAGE = 100;
/** Enough for any real account; a page loop cannot run away. */
const MAX_PAGES = 100;

/**
 * Composes a person's data from each service's own read requests, as the person would see it
 * page by page: the users service's profile, the catalog's garage, collections and listings
 * (drafts too), reviews and comments, the orders service's paid orders.
 */
@Injectable()
export class DataExportService {
  constructor(private readonly bus: MessagingClient) {}

  async export(user: UserDto): Promise<AccountDataExport> {
    const viewer: Viewer = { id: user.id, role: user.role };
    const [profile, garage, collections, orders, listings, reviews, comments] = await Promise.all([
      this.bus.request(UsersAccounts.get, { userId: user.id }),
      this.bus.request(CatalogGarage.list, { userId: user.id }),
      this.collections(viewer),
      pages((limit, offset) =>
        this.bus.request(OrdersHistory.list, { userId: user.id, limit, offset }),
      ),
      pages(async (limit, offset) => {
        const page = await this.bus.request(CatalogListings.list, {
          viewer,
          sellerId: user.id,
          sort: 'newest',
          limit,
          offset,
        });
        return page.items;
      }),
      pages((limit, offset) =>
        this.bus.request(CatalogListings.listReviewsByAuthor, { viewer, limit, offset }),
      ),
      pages((limit, offset) =>
        this.bus.request(CatalogListings.listCommentsByAuthor, { viewer, limit, offset }),
      ),
    ]);
    return {
      exportedAt: new Date().toISOString(),
      profile,
      garage,
      collections,
      orders,
      listings,
      reviews,
      comments,
    };
  }

  private async collections(viewer: Viewer): Promise<CollectionDto[]> {
    const summaries = await this.bus.request(CatalogCollections.list, { actor: viewer });
    return Promise.all(
      summaries.map(async (summary) => {
        const items = await pages(async (limit, offset) => {
          const collection = await this.bus.request(CatalogCollections.get, {
            viewer,
            collectionId: summary.id,
            limit: Math.min(limit, COLLECTION_LIMITS.pageSizeMax),
            offset,
          });
          return collection.items;
        });
        return { ...summary, items } as CollectionDto;
      }),
    );
  }
}

async function pages<T>(read: (limit: number, offset: number) => Promise<T[]>): Promise<T[]> {
  const all: T[] = [];
  for (let page = 0; page < MAX_PAGES; page++) {
    const items = await read(PAGE, page * PAGE);
    all.push(...items);
    if (items.length < PAGE) break;
  }
  return all;
}
