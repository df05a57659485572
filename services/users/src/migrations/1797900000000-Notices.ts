import type { MigrationInterface, QueryRunner } from 'typeorm';

/** Notices: the optional kinds each user turned off, and the Contact Us messages. */
export class Notices1797900000000 implements MigrationInterface {
  name = 'Notices1797900000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(
      `CREATE TABLE "users"."mail_opt_out" ("user_id" uuid NOT NULL, "kind" text NOT NULL,
        "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(),
        CONSTRAINT "PK_mail_opt_out" PRIMARY KEY ("user_id", "kind"))`,
    );
    await q.query(
      `CREATE TABLE "users"."contact_message" ("id" uuid NOT NULL, "name" text NOT NULL,
        "email" text NOT NULL, "topic" text NOT NULL, "message" text NOT NULL, "user_id" uuid,
        "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(),
        CONSTRAINT "PK_contact_message" PRIMARY KEY ("id"))`,
    );
    await q.query(
      `CREATE INDEX "IDX_contact_message_created" ON "users"."contact_message" ("created_at", "id")`,
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE "users"."contact_message"`);
    await q.query(`DROP TABLE "users"."mail_opt_out"`);
  }
}
