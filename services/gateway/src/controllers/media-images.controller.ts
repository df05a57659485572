import { Controller, Get, Param, Res } from '@nestjs/common';
import { ApiExcludeController } from '@nestjs/swagger';
import { MediaRequests } from '@pitstop/contracts';
import { MessagingClient } from '@pitstop/messaging';
import type { FastifyReply } from 'fastify';

/**
 * Listing images at /media/{key}: a redirect to a short-lived signed address of the private
 * object. Browsers keep the redirect a little less long than the address lives.
 */
@ApiExcludeController()
@Controller('media')
export class MediaImagesController {
  constructor(private readonly bus: MessagingClient) {}

  // Fastify's router takes a wildcard unnamed, as the last character ('*key' is refused); the
  // rest of the path is the parameter '*'.
  @Get('*')
  async image(@Param('*') key: string, @Res() res: FastifyReply): Promise<void> {
    const { url, expiresInSeconds } = await this.bus.request(MediaRequests.signImage, { key });
    void res
      .header('cache-control', `public, max-age=${Math.floor(expiresInSeconds * 0.8)}`)
      .redirect(url, 302);
  }
}
