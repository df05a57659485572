import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The admin Users tab at 100,000 accounts: newest first by an index, role and status filters by
 * their own, and search anywhere in names and email by a trigram index (pg_trgm). And the audit
 * log of admin actions: append-only, a trigger refuses UPDATE, DELETE and TRUNCATE.
 */
export class AdminLists1797600000000 implements MigrationInterface {
  name = 'AdminLists1797600000000';

  async up(q: QueryRunner): Promise<void> {
    // Trusted since Postgres 13 (the database owner may create it); one per database, and the
    // search service's migration may be creating it at this very moment.
    await q.query(`DO $$ BEGIN CREATE EXTENSION IF NOT EXISTS pg_trgm;
      EXCEPTION WHEN unique_violation OR duplicate_object THEN NULL; END $$`);
    await q.query(
      `CREATE INDEX "IDX_user_account_newest" ON "users"."user_account" ("created_at" DESC, "id" DESC)`,
    );
    await q.query(
      `CREATE INDEX "IDX_user_account_role_newest" ON "users"."user_account" ("role", "created_at" DESC, "id" DESC)`,
    );
    await q.query(
      `CREATE INDEX "IDX_user_account_status_newest" ON "users"."user_account" ("status", "created_at" DESC, "id" DESC)`,
    );
    // The expression is the repository's USER_SEARCH_TEXT, character for character.
    await q.query(
      `CREATE INDEX "IDX_user_account_search" ON "users"."user_account" USING gin
        ((lower(first_name || ' ' || last_name || ' ' || coalesce(display_name, '') || ' ' || email)) gin_trgm_ops)`,
    );

    await q.query(`CREATE TABLE "users"."admin_audit" (
      "id" uuid NOT NULL,
      "at" timestamptz NOT NULL,
      "actor_id" uuid NOT NULL,
      "action" text NOT NULL,
      "target_type" text NOT NULL,
      "target_id" uuid,
      "target_label" text NOT NULL,
      "details" jsonb NOT NULL DEFAULT '{}',
      "recorded_at" timestamptz NOT NULL DEFAULT now(),
      CONSTRAINT "PK_admin_audit" PRIMARY KEY ("id"))`);
    await q.query(
      `CREATE INDEX "IDX_admin_audit_newest" ON "users"."admin_audit" ("at" DESC, "id" DESC)`,
    );
    await q.query(
      `CREATE INDEX "IDX_admin_audit_action_newest" ON "users"."admin_audit" ("action", "at" DESC, "id" DESC)`,
    );
    await q.query(`CREATE FUNCTION "users"."admin_audit_append_only"() RETURNS trigger
      LANGUAGE plpgsql AS $$ BEGIN
        RAISE EXCEPTION 'admin_audit is append-only: % refused', TG_OP
          USING ERRCODE = 'insufficient_privilege';
      END $$`);
    await q.query(`CREATE TRIGGER "admin_audit_no_change" BEFORE UPDATE OR DELETE
      ON "users"."admin_audit" FOR EACH ROW EXECUTE FUNCTION "users"."admin_audit_append_only"()`);
    await q.query(`CREATE TRIGGER "admin_audit_no_truncate" BEFORE TRUNCATE
      ON "users"."admin_audit" FOR EACH STATEMENT EXECUTE FUNCTION "users"."admin_audit_append_only"()`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE "users"."admin_audit"`);
    await q.query(`DROP FUNCTION "users"."admin_audit_append_only"()`);
    await q.query(`DROP INDEX "users"."IDX_user_account_search"`);
    await q.query(`DROP INDEX "users"."IDX_user_account_status_newest"`);
    await q.query(`DROP INDEX "users"."IDX_user_account_role_newest"`);
    await q.query(`DROP INDEX "users"."IDX_user_account_newest"`);
  }
}
