import type { MigrationInterface, QueryRunner } from 'typeorm';

/** Each user's printer (Profile → Settings), for the model page's 'fits your bed'. */
export class UserPrinters1798200000036 implements MigrationInterface {
  name = 'UserPrinters1798200000036';

  async up(q: QueryRunner): Promise<void> {
    await q.query(
      `CREATE TABLE "users"."user_printer" ("user_id" uuid NOT NULL, "model" text NOT NULL,
        "bed_x" integer NOT NULL, "bed_y" integer NOT NULL, "bed_z" integer NOT NULL,
        "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(),
        CONSTRAINT "PK_user_printer" PRIMARY KEY ("user_id"))`,
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE "users"."user_printer"`);
  }
}
