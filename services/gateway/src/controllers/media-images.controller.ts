import { Controller, Get, NotFoundException, Param, Req, Res } from '@nestjs/common';
import { ApiExcludeController } from '@nestjs/swagger';
import {
  CatalogFiles,
  MediaMessages,
  MediaRequests,
  UsersAccounts,
  type Viewer,
} from '@pitstop/contracts';
import { MessagingClient } from '@pitstop/messaging';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { readSessionCookie } from '../auth/session-cookie.js';
import { SessionStore } from '../auth/session.store.js';

/**
 * Listing images at /media/{key}: a redirect to a short-lived signed address of the private
 * object. A public listing's images are public (browsers and shared caches keep the redirect a
 * little less long than the address lives); those of a listing that is not public (pending,
 * hidden, taken down, deleted) only for its seller and admins, never kept, and a 404 for
 * everyone else (docs/security.md, 'Listing images').
 */
@ApiExcludeController()
@Controller('media')
export class MediaImagesController {
  constructor(
    private readonly bus: MessagingClient,
    private readonly sessions: SessionStore,
  ) {}

  // Fastify's router takes a wildcard unnamed, as the last character ('*key' is refused); the
  // rest of the path is the parameter '*'.
  @Get('*')
  async image(
    @Param('*') key: string,
    @Req() req: FastifyRequest,
    @Res() res: FastifyReply,
  ): Promise<void> {
    // Asked side by side: a public image (every card) costs one round trip, as before.
    const [access, signed] = await Promise.all([
      this.bus.request(CatalogFiles.imageAccess, { key }),
      this.bus.request(MediaRequests.signImage, { key }),
    ]);
    if (access.public) {
      void res
        .header('cache-control', `public, max-age=${Math.floor(signed.expiresInSeconds * 0.8)}`)
        .redirect(signed.url, 302);
      return;
    }
    void res.header('cache-control', 'private, no-store');
    // Only here is the session read: the public path stays free of it.
    const viewer = await this.viewerOf(req);
    const maySee =
      viewer !== null && (viewer.role === 'admin' || access.sellerIds.includes(viewer.id));
    if (!maySee) throw new NotFoundException(MediaMessages.objectNotFound);
    void res.redirect(signed.url, 302);
  }

  /**
   * Who asks, as the 'viewer' routes' guard reads it (an active user of a live session), for the
   * few images that are not public; a visitor, or anyone while sessions or users are away.
   */
  private async viewerOf(req: FastifyRequest): Promise<Viewer | null> {
    try {
      const session = await this.sessions.get(readSessionCookie(req));
      if (!session) return null;
      const user = await this.bus.request(UsersAccounts.get, { userId: session.userId });
      return user.status === 'active' ? { id: user.id, role: user.role } : null;
    } catch {
      return null;
    }
  }
}
