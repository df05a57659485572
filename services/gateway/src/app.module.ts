import { Module, type DynamicModule } from '@nestjs/common';
import { APP_GUARD } from '@nestjs/core';
import { MessagingModule } from '@pitstop/messaging';
import { AuthGuard } from './auth/auth.guard.js';
import { GATEWAY_CONFIG } from './gateway-config.js';
import { GatewayRedis } from './redis/gateway-redis.js';
import { LocalStrategy } from './auth/local.strategy.js';
import { RateLimiter } from './auth/rate-limiter.js';
import { SessionStore } from './auth/session.store.js';
import { SignInService } from './auth/sign-in.service.js';
import type { GatewayConfig } from './config.js';
import { AdminMailController } from './controllers/admin-mail.controller.js';
import { AdminListingsController } from './controllers/admin-listings.controller.js';
import { AdminImportsController } from './controllers/admin-imports.controller.js';
import { AdminTaxonomyController } from './controllers/admin-taxonomy.controller.js';
import { ImportsService } from './imports/imports.service.js';
import { AdminAuditController } from './controllers/admin-audit.controller.js';
import { AdminOrdersController } from './controllers/admin-orders.controller.js';
import { AdminUsersController } from './controllers/admin-users.controller.js';
import { AccountSecurityService } from './account/account-security.service.js';
import { DataExportService } from './account/data-export.service.js';
import { AccountController } from './controllers/account.controller.js';
import { AuthController } from './controllers/auth.controller.js';
import { CartController } from './controllers/cart.controller.js';
import { CheckoutController } from './controllers/checkout.controller.js';
import { CollectionsController } from './controllers/collections.controller.js';
import { ContactController } from './controllers/contact.controller.js';
import { GarageController } from './controllers/garage.controller.js';
import { FitConfirmationsController } from './controllers/fit-confirmations.controller.js';
import { VersionsController } from './controllers/versions.controller.js';
import { HealthController } from './controllers/health.controller.js';
import { ListingInteractionsController } from './controllers/listing-interactions.controller.js';
import { ListingsController } from './controllers/listings.controller.js';
import { OrdersController } from './controllers/orders.controller.js';
import { PaymentWebhooksController } from './controllers/payment-webhooks.controller.js';
import { PayoutsController, PricingGuideController } from './controllers/payouts.controller.js';
import { AdminSearchController } from './controllers/admin-search.controller.js';
import { SearchController } from './controllers/search.controller.js';
import { SellersController } from './controllers/sellers.controller.js';
import { SellerProfilesService } from './sellers/seller-profiles.service.js';
import { TaxonomyController } from './controllers/taxonomy.controller.js';
import { VinController } from './controllers/vin.controller.js';
import {
  DownloadsController,
  ListingFilesController,
  SlicerFilesController,
} from './controllers/listing-files.controller.js';
import { MediaImagesController } from './controllers/media-images.controller.js';
import { NoticesController } from './controllers/notices.controller.js';
import { ObjectsController } from './controllers/objects.controller.js';
import { FileDelivery } from './media/file-delivery.js';
import { PrinterController } from './controllers/printer.controller.js';
import { SlicerLinkSigner } from './media/slicer-link-signer.js';
import { GatewayHealth } from './http/gateway-health.js';
import { AnswerCache } from './search/answer-cache.js';
import { ListingSearch } from './search/listing-search.js';
import { AnswerGeneration } from './search/answer-generation.js';
import { SearchGeneration } from './search/search-generation.js';
import { SiteSettingsController } from './controllers/site-settings.controller.js';
import { MaintenanceGuard } from './settings/maintenance.guard.js';
import { SiteSettingsCache } from './settings/site-settings.cache.js';

@Module({})
export class GatewayModule {
  static forRoot(config: GatewayConfig): DynamicModule {
    return {
      module: GatewayModule,
      imports: [
        MessagingModule.forRoot({
          redisUrl: config.REDIS_URL,
          namespace: config.BUS_NAMESPACE,
          caller: 'gateway',
          timeoutMs: config.RPC_TIMEOUT_MS,
        }),
      ],
      controllers: [
        AuthController,
        AccountController,
        AdminUsersController,
        AdminAuditController,
        TaxonomyController,
        VinController,
        ListingsController,
        ListingInteractionsController,
        SellersController,
        CollectionsController,
        AdminListingsController,
        AdminImportsController,
        AdminTaxonomyController,
        SearchController,
        AdminSearchController,
        AdminMailController,
        ObjectsController,
        ListingFilesController,
        DownloadsController,
        SlicerFilesController,
        PrinterController,
        MediaImagesController,
        CartController,
        CheckoutController,
        PaymentWebhooksController,
        PayoutsController,
        PricingGuideController,
        OrdersController,
        AdminOrdersController,
        GarageController,
        FitConfirmationsController,
        VersionsController,
        SiteSettingsController,
        NoticesController,
        ContactController,
        HealthController,
      ],
      providers: [
        { provide: GATEWAY_CONFIG, useValue: config },
        GatewayHealth,
        GatewayRedis,
        SessionStore,
        RateLimiter,
        AccountSecurityService,
        DataExportService,
        SignInService,
        // The ways of signing in (passport strategies); see auth/sign-in-strategy.ts.
        LocalStrategy,
        SearchGeneration,
        AnswerGeneration,
        {
          provide: AnswerCache,
          useValue: new AnswerCache({
            freshMs: config.SEARCH_CACHE_FRESH_SECONDS * 1000,
            staleMs: config.SEARCH_CACHE_STALE_SECONDS * 1000,
            maxBytes: config.SEARCH_CACHE_MB * 1024 * 1024,
            freshJitter: 0.2,
            // A few at a time, and a few dozen a second spread evenly, keep the counters catching
            // up without starving live traffic (a refresh is a search: 5–20 ms of the machine's
            // CPU, Postgres's and the search service's).
            maxRefreshes: 4,
            refreshesPerSecond: config.SEARCH_CACHE_REFRESHES_PER_SECOND,
          }),
        },
        ListingSearch,
        FileDelivery,
        SlicerLinkSigner,
        ImportsService,
        SellerProfilesService,
        SiteSettingsCache,
        // Every route is checked against its @Access (public when it has none).
        { provide: APP_GUARD, useClass: AuthGuard },
        // Then, knowing who asks: non-admins' writes wait during maintenance.
        { provide: APP_GUARD, useClass: MaintenanceGuard },
      ],
    };
  }
}
