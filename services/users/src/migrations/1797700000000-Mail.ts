import type { MigrationInterface, QueryRunner } from 'typeorm';

/** Mail: what SMTP accepted (one row per message key) and what failed for good (for admins). */
export class Mail1797700000000 implements MigrationInterface {
  name = 'Mail1797700000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(
      `CREATE TABLE "users"."sent_mail" ("message_key" text NOT NULL, "kind" text NOT NULL,
        "recipient" text NOT NULL, "message_id" text NOT NULL,
        "sent_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(),
        CONSTRAINT "PK_sent_mail" PRIMARY KEY ("message_key"))`,
    );
    await q.query(
      `CREATE TABLE "users"."failed_mail" ("message_key" text NOT NULL, "kind" text NOT NULL,
        "recipient" text NOT NULL, "error" text NOT NULL, "attempts" integer NOT NULL,
        "failed_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(),
        CONSTRAINT "PK_failed_mail" PRIMARY KEY ("message_key"))`,
    );
    await q.query(
      `CREATE INDEX "IDX_failed_mail_failed_at" ON "users"."failed_mail" ("failed_at")`,
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE "users"."failed_mail"`);
    await q.query(`DROP TABLE "users"."sent_mail"`);
  }
}
