import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The orders schema: carts, orders with their lines and payments, entitlements, the sellers'
 * ledger, the outbox, and the test provider's own records (TEST MODE). Generated from the
 * entities; money in integer cents.
 */
export class Orders1795628450562 implements MigrationInterface {
  name = 'Orders1795628450562';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE "orders"."outbox_message" ("id" bigint GENERATED ALWAYS AS IDENTITY NOT NULL, "topic" text NOT NULL, "payload" jsonb NOT NULL, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_2f36ee5236f2793f3e7bd554589" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(
      `CREATE TABLE "orders"."cart" ("user_id" uuid NOT NULL, "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_f091e86a234693a49084b4c2c86" PRIMARY KEY ("user_id"))`,
    );
    await queryRunner.query(
      `CREATE TABLE "orders"."cart_item" ("user_id" uuid NOT NULL, "listing_id" uuid NOT NULL, "price_cents_snapshot" integer NOT NULL, "currency" text NOT NULL, "title" text NOT NULL, "slug" text NOT NULL, "seller_id" uuid NOT NULL, "seller_name" text NOT NULL, "preview_url" text, "added_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "CHK_cart_item_price" CHECK ("price_cents_snapshot" > 0), CONSTRAINT "PK_7e6b122c5bc7e6ff6c84934a660" PRIMARY KEY ("user_id", "listing_id"))`,
    );
    await queryRunner.query(
      `CREATE TABLE "orders"."entitlement" ("user_id" uuid NOT NULL, "listing_id" uuid NOT NULL, "order_id" uuid NOT NULL, "granted_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_67287caf7dfb9ee40c74d70cb5e" PRIMARY KEY ("user_id", "listing_id"))`,
    );
    await queryRunner.query(
      `CREATE INDEX "IDX_entitlement_order" ON "orders"."entitlement"  ("order_id") `,
    );
    await queryRunner.query(
      `CREATE TABLE "orders"."purchase_order" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "number" BIGSERIAL NOT NULL, "buyer_id" uuid NOT NULL, "status" text NOT NULL DEFAULT 'pending', "cart_signature" text NOT NULL, "subtotal_cents" integer NOT NULL, "platform_fee_cents" integer NOT NULL DEFAULT '0', "total_cents" integer NOT NULL, "currency" text NOT NULL, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "paid_at" TIMESTAMP WITH TIME ZONE, CONSTRAINT "UQ_f479705eb85b6fea4103cb25b3e" UNIQUE ("number"), CONSTRAINT "CHK_purchase_order_total" CHECK ("total_cents" = "subtotal_cents" + "platform_fee_cents"), CONSTRAINT "CHK_purchase_order_status" CHECK ("status" IN ('pending', 'paid', 'cancelled')), CONSTRAINT "PK_ad3e1c7b862f4043b103a6c8c60" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(
      `CREATE UNIQUE INDEX "UQ_purchase_order_pending_cart" ON "orders"."purchase_order"  ("buyer_id", "cart_signature") WHERE "status" = 'pending'`,
    );
    await queryRunner.query(
      `CREATE INDEX "IDX_purchase_order_buyer" ON "orders"."purchase_order"  ("buyer_id", "status", "created_at") `,
    );
    await queryRunner.query(
      `CREATE TABLE "orders"."ledger_entry" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "order_id" uuid NOT NULL, "seller_id" uuid NOT NULL, "amount_cents" integer NOT NULL, "currency" text NOT NULL, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_04e9d274911f909a5848a15cd74" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(
      `CREATE INDEX "IDX_ledger_entry_seller" ON "orders"."ledger_entry"  ("seller_id", "created_at") `,
    );
    await queryRunner.query(
      `CREATE UNIQUE INDEX "UQ_ledger_entry_order_seller" ON "orders"."ledger_entry"  ("order_id", "seller_id") `,
    );
    await queryRunner.query(
      `CREATE TABLE "orders"."order_line" ("order_id" uuid NOT NULL, "listing_id" uuid NOT NULL, "position" smallint NOT NULL, "seller_id" uuid NOT NULL, "seller_name" text NOT NULL, "title" text NOT NULL, "slug" text NOT NULL, "price_cents" integer NOT NULL, CONSTRAINT "PK_e768f6fb1227b7543e9d24e58b5" PRIMARY KEY ("order_id", "listing_id"))`,
    );
    await queryRunner.query(
      `CREATE TABLE "orders"."payment" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "order_id" uuid NOT NULL, "provider" text NOT NULL, "provider_payment_id" text, "client_secret" text, "amount_cents" integer NOT NULL, "currency" text NOT NULL, "status" text NOT NULL DEFAULT 'creating', "failure_message" text, "card_last4" text, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "REL_f5221735ace059250daac9d980" UNIQUE ("order_id"), CONSTRAINT "CHK_payment_status" CHECK ("status" IN ('creating', 'pending', 'succeeded', 'cancelled')), CONSTRAINT "PK_fcaec7df5adf9cac408c686b2ab" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(
      `CREATE INDEX "IDX_payment_open" ON "orders"."payment"  ("status", "created_at") `,
    );
    await queryRunner.query(
      `CREATE UNIQUE INDEX "UQ_payment_provider_id" ON "orders"."payment"  ("provider", "provider_payment_id") `,
    );
    await queryRunner.query(
      `CREATE TABLE "orders"."test_payment" ("id" text NOT NULL, "order_id" uuid NOT NULL, "amount_cents" integer NOT NULL, "currency" text NOT NULL, "client_secret" text NOT NULL, "status" text NOT NULL DEFAULT 'requires_payment_method', "last_error" text, "card_last4" text, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "UQ_26bd6f29bed6234e5b72245525e" UNIQUE ("order_id"), CONSTRAINT "PK_3324bcfdfc719b2bb9816ebab45" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(
      `CREATE TABLE "orders"."test_payment_notification" ("id" bigint GENERATED ALWAYS AS IDENTITY NOT NULL, "payment_id" text NOT NULL, "body" text NOT NULL, "attempts" integer NOT NULL DEFAULT '0', "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_37067b314fb05831bfccf0cf493" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(
      `CREATE INDEX "IDX_test_payment_notification_payment" ON "orders"."test_payment_notification"  ("payment_id") `,
    );
    await queryRunner.query(
      `ALTER TABLE "orders"."cart_item" ADD CONSTRAINT "FK_3f1aaffa650d3e443f32459c4c5" FOREIGN KEY ("user_id") REFERENCES "orders"."cart"("user_id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "orders"."ledger_entry" ADD CONSTRAINT "FK_69d3212ac75ea7f10ae829f74cd" FOREIGN KEY ("order_id") REFERENCES "orders"."purchase_order"("id") ON DELETE RESTRICT ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "orders"."order_line" ADD CONSTRAINT "FK_ed8fae6d7239e9d730219215af7" FOREIGN KEY ("order_id") REFERENCES "orders"."purchase_order"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "orders"."payment" ADD CONSTRAINT "FK_f5221735ace059250daac9d9803" FOREIGN KEY ("order_id") REFERENCES "orders"."purchase_order"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `ALTER TABLE "orders"."payment" DROP CONSTRAINT "FK_f5221735ace059250daac9d9803"`,
    );
    await queryRunner.query(
      `ALTER TABLE "orders"."order_line" DROP CONSTRAINT "FK_ed8fae6d7239e9d730219215af7"`,
    );
    await queryRunner.query(
      `ALTER TABLE "orders"."ledger_entry" DROP CONSTRAINT "FK_69d3212ac75ea7f10ae829f74cd"`,
    );
    await queryRunner.query(
      `ALTER TABLE "orders"."cart_item" DROP CONSTRAINT "FK_3f1aaffa650d3e443f32459c4c5"`,
    );
    await queryRunner.query(`DROP INDEX "orders"."IDX_test_payment_notification_payment"`);
    await queryRunner.query(`DROP TABLE "orders"."test_payment_notification"`);
    await queryRunner.query(`DROP TABLE "orders"."test_payment"`);
    await queryRunner.query(`DROP INDEX "orders"."UQ_payment_provider_id"`);
    await queryRunner.query(`DROP INDEX "orders"."IDX_payment_open"`);
    await queryRunner.query(`DROP TABLE "orders"."payment"`);
    await queryRunner.query(`DROP TABLE "orders"."order_line"`);
    await queryRunner.query(`DROP INDEX "orders"."UQ_ledger_entry_order_seller"`);
    await queryRunner.query(`DROP INDEX "orders"."IDX_ledger_entry_seller"`);
    await queryRunner.query(`DROP TABLE "orders"."ledger_entry"`);
    await queryRunner.query(`DROP INDEX "orders"."IDX_purchase_order_buyer"`);
    await queryRunner.query(`DROP INDEX "orders"."UQ_purchase_order_pending_cart"`);
    await queryRunner.query(`DROP TABLE "orders"."purchase_order"`);
    await queryRunner.query(`DROP INDEX "orders"."IDX_entitlement_order"`);
    await queryRunner.query(`DROP TABLE "orders"."entitlement"`);
    await queryRunner.query(`DROP TABLE "orders"."cart_item"`);
    await queryRunner.query(`DROP TABLE "orders"."cart"`);
    await queryRunner.query(`DROP TABLE "orders"."outbox_message"`);
  }
}
