import { OutboxMessageEntity } from '@pitstop/common';
import { SiteSettingsEntity } from './site-settings.entity.js';
import { UserEntity } from './user.entity.js';

/** The users service's tables (its own `users` schema). */
export const USERS_ENTITIES: Function[] = [UserEntity, SiteSettingsEntity, OutboxMessageEntity];
