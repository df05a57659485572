import { Controller } from '@nestjs/common';
import {
  UsersContact,
  UsersNotifications,
  type ContactPayload,
  type NotificationSettingsDto,
} from '@pitstop/contracts';
import { Handles } from '@pitstop/messaging';
import { NoticesService } from '../services/notices.service.js';

/** Mail preferences (Settings, one-click unsubscribe) and Contact Us. */
@Controller()
export class NoticesHandler {
  constructor(private readonly notices: NoticesService) {}

  @Handles(UsersNotifications.get)
  get(payload: { userId: string }) {
    return this.notices.settings(payload);
  }

  @Handles(UsersNotifications.set)
  set(payload: { userId: string; settings: Partial<NotificationSettingsDto> }) {
    return this.notices.setSettings(payload);
  }

  @Handles(UsersNotifications.unsubscribe)
  unsubscribe(payload: { token: string }) {
    return this.notices.unsubscribe(payload);
  }

  @Handles(UsersContact.create)
  createContact(payload: ContactPayload) {
    return this.notices.createContact(payload);
  }

  @Handles(UsersContact.list)
  listContact(payload: { actorId: string; limit: number; offset: number }) {
    return this.notices.listContact(payload);
  }
}
