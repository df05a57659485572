import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { OptionalMailKind } from '@pitstop/contracts';
import { DataSource } from 'typeorm';
import { MailOptOutEntity } from '../entities/mail-opt-out.entity.js';

/** Which optional notices each user turned off (a row per kind turned off). */
@Injectable()
export class MailPreferenceRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  async turnedOff(userId: string): Promise<string[]> {
    const rows = await this.dataSource
      .getRepository(MailOptOutEntity)
      .find({ where: { userId }, select: { kind: true } });
    return rows.map((row) => row.kind);
  }

  isOff(userId: string, kind: OptionalMailKind): Promise<boolean> {
    return this.dataSource.getRepository(MailOptOutEntity).existsBy({ userId, kind });
  }

  /** Idempotent both ways: turning off what is off (a second click) changes nothing. */
  async set(userId: string, settings: Partial<Record<OptionalMailKind, boolean>>): Promise<void> {
    await this.dataSource.transaction(async (manager) => {
      for (const [kind, on] of Object.entries(settings)) {
        if (on) await manager.delete(MailOptOutEntity, { userId, kind });
        else
          await manager
            .createQueryBuilder()
            .insert()
            .into(MailOptOutEntity)
            .values({ userId, kind })
            .orIgnore()
            .execute();
      }
    });
  }
}
