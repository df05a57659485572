import { Controller } from '@nestjs/common';
import {
  CatalogListings,
  UsersEvents,
  type GetSellerPayload,
  type UserUpdatedEvent,
} from '@pitstop/contracts';
import { Handles, OnEvent } from '@pitstop/messaging';
import { MembersService } from '../services/members.service.js';

@Controller()
export class MembersHandler {
  constructor(private readonly members: MembersService) {}

  @Handles(CatalogListings.getSeller)
  getSeller(payload: GetSellerPayload) {
    return this.members.getSeller(payload);
  }

  @OnEvent(UsersEvents.userUpdated)
  onUserUpdated(event: UserUpdatedEvent) {
    return this.members.onUserUpdated(event);
  }
}
