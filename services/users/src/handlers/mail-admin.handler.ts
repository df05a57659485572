import { Controller } from '@nestjs/common';
import { UsersMail } from '@pitstop/contracts';
import { Handles } from '@pitstop/messaging';
import { MailAdminService } from '../services/mail-admin.service.js';

@Controller()
export class MailAdminHandler {
  constructor(private readonly mail: MailAdminService) {}

  @Handles(UsersMail.listFailed)
  listFailed(payload: { actorId: string; limit?: number; offset?: number }) {
    return this.mail.listFailed(payload);
  }
}
