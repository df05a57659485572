import { Module, type DynamicModule } from '@nestjs/common';
import { JobHostModule, Outbox, serviceTypeOrmModule } from '@pitstop/common';
import { MessagingModule } from '@pitstop/messaging';
import type { CatalogConfig } from './config.js';
import { CATALOG_ENTITIES } from './entities/index.js';
import { CollectionsHandler } from './handlers/collections.handler.js';
import { CommentsHandler } from './handlers/comments.handler.js';
import { FilesHandler } from './handlers/files.handler.js';
import { FitConfirmationsHandler } from './handlers/fit-confirmations.handler.js';
import { VersionsHandler } from './handlers/versions.handler.js';
import { GarageHandler } from './handlers/garage.handler.js';
import { ImportsHandler } from './imports/imports.handler.js';
import { LikesHandler } from './handlers/likes.handler.js';
import { ListingsHandler } from './handlers/listings.handler.js';
import { MembersHandler } from './handlers/members.handler.js';
import { ReportsHandler } from './handlers/reports.handler.js';
import { ReviewsHandler } from './handlers/reviews.handler.js';
import { SitemapHandler } from './sitemap/sitemap.handler.js';
import { SitemapRepository } from './sitemap/sitemap.repository.js';
import { SalesHandler } from './handlers/sales.handler.js';
import { TaxonomyHandler } from './handlers/taxonomy.handler.js';
import { TaxonomyAdminHandler } from './taxonomy/taxonomy-admin.handler.js';
import { TaxonomyAdminRepository } from './taxonomy/taxonomy-admin.repository.js';
import { TaxonomyAdminService } from './taxonomy/taxonomy-admin.service.js';
import { VinHandler } from './handlers/vin.handler.js';
import { PricingGuideHandler } from './handlers/pricing-guide.handler.js';
import { CATALOG_MIGRATIONS } from './migrations/index.js';
import { CollectionRepository } from './repositories/collection.repository.js';
import { CommentRepository } from './repositories/comment.repository.js';
import { FitConfirmationRepository } from './repositories/fit-confirmation.repository.js';
import { GarageRepository } from './repositories/garage.repository.js';
import { LikeRepository } from './repositories/like.repository.js';
import { ListingBulkRepository } from './repositories/listing-bulk.repository.js';
import { ListingFileRepository } from './repositories/listing-file.repository.js';
import { ListingVersionRepository } from './repositories/listing-version.repository.js';
import { ImportRepository } from './imports/import.repository.js';
import { ListingRepository } from './repositories/listing.repository.js';
import { MemberRepository } from './repositories/member.repository.js';
import { ReportRepository } from './repositories/report.repository.js';
import { ListingSaleRepository } from './repositories/listing-sale.repository.js';
import { ReviewRepository } from './repositories/review.repository.js';
import { TaxonomyRepository } from './repositories/taxonomy.repository.js';
import { VpicRepository } from './repositories/vpic.repository.js';
import { PricingGuideRepository } from './repositories/pricing-guide.repository.js';
import { catalogSeeds } from './seed/catalog-seeds.js';
import { BuyerEntitlementsService } from './services/buyer-entitlements.service.js';
import { CollectionGeneration } from './services/collection-generation.js';
import { CollectionsService } from './services/collections.service.js';
import { CommentsService } from './services/comments.service.js';
import { FitConfirmationsService } from './services/fit-confirmations.service.js';
import { GarageService } from './services/garage.service.js';
import { LikesService } from './services/likes.service.js';
import { ListingFilesService } from './services/listing-files.service.js';
import { ListingVersionsService } from './services/listing-versions.service.js';
import { ImportsService } from './imports/imports.service.js';
import { ListingMediaService } from './services/listing-media.service.js';
import { ListingsService } from './services/listings.service.js';
import { MembersService } from './services/members.service.js';
import { ReportsService } from './services/reports.service.js';
import { ReviewsService } from './services/reviews.service.js';
import { TaxonomyService } from './services/taxonomy.service.js';
import { VinService } from './services/vin.service.js';

export const CATALOG_SCHEMA = 'catalog';

/**
 * The database and bus, as the service and its worker open them (`caller` names the process
 * in Postgres and on the bus); only the service seeds after migrating.
 */
export function catalogInfrastructure(
  config: CatalogConfig,
  caller: string,
  afterMigrate?: ReturnType<typeof catalogSeeds>,
) {
  return [
    serviceTypeOrmModule({
      url: config.DATABASE_URL,
      schema: CATALOG_SCHEMA,
      entities: CATALOG_ENTITIES,
      migrations: CATALOG_MIGRATIONS,
      applicationName: caller,
      afterMigrate,
    }),
    MessagingModule.forRoot({
      redisUrl: config.REDIS_URL,
      namespace: config.BUS_NAMESPACE,
      caller,
    }),
  ];
}

/**
 * The catalog service: the vehicle taxonomy, listings with their previews, reviews, comments,
 * likes and reports, approvals, its copy of the people on them (fed by users events), and the
 * garages people keep their cars in.
 */
@Module({})
export class CatalogModule {
  static forRoot(config: CatalogConfig): DynamicModule {
    return {
      module: CatalogModule,
      imports: [
        ...catalogInfrastructure(config, 'catalog', catalogSeeds(config)),
        // Imports and Clear All are queued here and run by the catalog worker (worker.ts).
        JobHostModule.producer({ redisUrl: config.REDIS_URL, namespace: config.BUS_NAMESPACE }),
      ],
      controllers: [
        TaxonomyHandler,
        TaxonomyAdminHandler,
        VinHandler,
        PricingGuideHandler,
        ListingsHandler,
        ReviewsHandler,
        CommentsHandler,
        LikesHandler,
        ReportsHandler,
        MembersHandler,
        FilesHandler,
        SalesHandler,
        ImportsHandler,
        CollectionsHandler,
        GarageHandler,
        FitConfirmationsHandler,
        VersionsHandler,
        SitemapHandler,
      ],
      providers: [
        Outbox,
        TaxonomyRepository,
        TaxonomyAdminRepository,
        TaxonomyAdminService,
        VpicRepository,
        PricingGuideRepository,
        ListingRepository,
        ReviewRepository,
        CommentRepository,
        LikeRepository,
        ReportRepository,
        MemberRepository,
        ListingSaleRepository,
        TaxonomyService,
        VinService,
        ListingsService,
        ReviewsService,
        CommentsService,
        LikesService,
        ReportsService,
        MembersService,
        ListingFileRepository,
        ListingMediaService,
        ListingFilesService,
        ListingVersionRepository,
        ListingVersionsService,
        BuyerEntitlementsService,
        ListingBulkRepository,
        ImportRepository,
        ImportsService,
        CollectionRepository,
        {
          provide: CollectionGeneration,
          useFactory: () => new CollectionGeneration(config.REDIS_URL, config.BUS_NAMESPACE),
        },
        CollectionsService,
        GarageRepository,
        GarageService,
        FitConfirmationRepository,
        FitConfirmationsService,
        SitemapRepository,
      ],
    };
  }
}
