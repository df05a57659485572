import { Injectable } from '@nestjs/common';
import { NotFoundError } from '@pitstop/common';
import { CatalogListings, OrderMessages, RpcErrorCode, type ListingDto } from '@pitstop/contracts';
import { MessagingClient, RpcError } from '@pitstop/messaging';

/**
 * Listings as the catalog publishes them, asked over the bus: prices come from here, never from
 * the buyer's browser. Asked as a visitor, so only approved, public listings are found.
 */
@Injectable()
export class CatalogListingRepository {
  constructor(private readonly bus: MessagingClient) {}

  async published(listingId: string): Promise<ListingDto> {
    try {
      return await this.bus.request(CatalogListings.get, { viewer: null, id: listingId });
    } catch (err) {
      if (err instanceof RpcError && err.code === RpcErrorCode.NotFound)
        throw new NotFoundError(OrderMessages.modelNotFound);
      throw err;
    }
  }

  /** Whether each listing is still for sale as published (deleted or hidden ones are not). */
  async stillPublished(listingIds: string[]): Promise<Map<string, ListingDto | null>> {
    const found = await Promise.all(
      listingIds.map((id) =>
        this.published(id).catch((err: unknown) => {
          if (err instanceof NotFoundError) return null;
          throw err;
        }),
      ),
    );
    return new Map(listingIds.map((id, i) => [id, found[i]!]));
  }
}
