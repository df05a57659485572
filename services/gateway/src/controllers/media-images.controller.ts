import { Controller, Get, Param, Res } from '@nestjs/common';
import { ApiExcludeController } from '@nestjs/swagger';
import { MediaRequests } from '@pitstop/contracts';
import { MessagingClient } from '@pitstop/messaging';
import type { Response } from 'express';

/**
 * Listing images at /media/{key}: a redirect to a short-lived signed address of the private
 * object. Browsers keep the redirect a little less long than the address lives.
 */
@ApiExcludeController()
@Controller('media')
export class MediaImagesController {
  constructor(private readonly bus: MessagingClient) {}

  @Get('*key')
  async image(@Param('key') key: string[] | string, @Res() res: Response): Promise<void> {
    const joined = Array.isArray(key) ? key.join('/') : key;
    const { url, expiresInSeconds } = await this.bus.request(MediaRequests.signImage, {
      key: joined,
    });
    res.setHeader('cache-control', `public, max-age=${Math.floor(expiresInSeconds * 0.8)}`);
    res.redirect(302, url);
  }
}
