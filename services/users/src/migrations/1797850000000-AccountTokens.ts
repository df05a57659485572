import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Email verification and single-use account links (password reset, address confirmation).
 * Accounts that exist before this migration count as verified: they signed up when no mail was
 * sent, and their listings must not stop at review because of it.
 */
export class AccountTokens1797850000000 implements MigrationInterface {
  name = 'AccountTokens1797850000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(
      `ALTER TABLE "users"."user_account" ADD "email_verified_at" TIMESTAMP WITH TIME ZONE`,
    );
    await q.query(`UPDATE "users"."user_account" SET "email_verified_at" = "created_at"`);
    await q.query(
      `CREATE TABLE "users"."account_token" ("id" uuid NOT NULL DEFAULT gen_random_uuid(),
        "user_id" uuid NOT NULL, "purpose" text NOT NULL, "token_hash" text NOT NULL,
        "email" text NOT NULL, "expires_at" TIMESTAMP WITH TIME ZONE NOT NULL,
        "used_at" TIMESTAMP WITH TIME ZONE,
        "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(),
        CONSTRAINT "UQ_account_token_hash" UNIQUE ("token_hash"),
        CONSTRAINT "PK_account_token" PRIMARY KEY ("id"))`,
    );
    await q.query(
      `CREATE INDEX "IDX_account_token_user" ON "users"."account_token" ("user_id", "purpose")`,
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE "users"."account_token"`);
    await q.query(`ALTER TABLE "users"."user_account" DROP COLUMN "email_verified_at"`);
  }
}
