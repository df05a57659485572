import { Injectable, NotFoundException } from '@nestjs/common';
import {
  CatalogListings,
  ListingMessages,
  RpcErrorCode,
  UsersAccounts,
  type SellerDto,
  type SellerProfileDto,
  type Viewer,
} from '@pitstop/contracts';
import { MessagingClient, RpcError } from '@pitstop/messaging';

/**
 * The creator card and page, composed from the two services that own their parts: the person
 * (names, bio, join date) from users, their published listings and the totals of those from
 * the catalog. Asked side by side; neither reads the other's tables.
 */
@Injectable()
export class SellerProfilesService {
  constructor(private readonly bus: MessagingClient) {}

  async get(
    sellerId: string,
    viewer: Viewer | null,
    page: { limit?: number; offset?: number },
  ): Promise<SellerProfileDto> {
    const id = sellerId.toLowerCase();
    const [user, catalog] = await Promise.all([
      notFoundAsNull(this.bus.request(UsersAccounts.get, { userId: id })),
      notFoundAsNull(
        this.bus.request(CatalogListings.getSeller, { sellerId: id, viewer, ...page }),
      ),
    ]);
    // A deleted account has no public page, whatever the catalog still holds of it.
    if (!user || user.status === 'deleted')
      throw new NotFoundException(ListingMessages.sellerNotFound);
    // Someone the catalog has not heard of has published nothing yet.
    const listings: CatalogPart = catalog ?? {
      listingCount: 0,
      totalDownloads: 0,
      ratingAvg: 0,
      ratingCount: 0,
      listings: [],
    };
    return {
      id: user.id,
      firstName: user.firstName,
      lastName: user.lastName,
      displayName: user.displayName,
      bio: user.bio,
      joinedAt: user.createdAt,
      listingCount: listings.listingCount,
      totalDownloads: listings.totalDownloads,
      ratingAvg: listings.ratingAvg,
      ratingCount: listings.ratingCount,
      listings: listings.listings,
    };
  }
}

/** What the catalog adds to the person. */
type CatalogPart = Pick<
  SellerDto,
  'listingCount' | 'totalDownloads' | 'ratingAvg' | 'ratingCount' | 'listings'
>;

async function notFoundAsNull<T>(reply: Promise<T>): Promise<T | null> {
  try {
    return await reply;
  } catch (err) {
    if (err instanceof RpcError && err.code === RpcErrorCode.NotFound) return null;
    throw err;
  }
}
