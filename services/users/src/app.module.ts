import { Module, type DynamicModule } from '@nestjs/common';
import { serviceTypeOrmModule } from '@pitstop/common';
import type { UsersConfig } from './config.js';
import { USERS_ENTITIES } from './entities/index.js';
import { USERS_MIGRATIONS } from './migrations/index.js';

export const USERS_SCHEMA = 'users';

/** The users service: owns accounts, password hashes, roles, statuses and profiles. */
@Module({})
export class UsersModule {
  static forRoot(config: UsersConfig): DynamicModule {
    return {
      module: UsersModule,
      imports: [
        serviceTypeOrmModule({
          url: config.DATABASE_URL,
          schema: USERS_SCHEMA,
          entities: USERS_ENTITIES,
          migrations: USERS_MIGRATIONS,
          applicationName: 'users',
        }),
      ],
    };
  }
}
