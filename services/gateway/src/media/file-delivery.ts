import {
  GoneException,
  Inject,
  Injectable,
  Logger,
  NotFoundException,
  UnauthorizedException,
} from '@nestjs/common';
import {
  CatalogFiles,
  FileMessages,
  MediaRequests,
  SlicerLinkMessages,
  slicerLinks,
  type DownloadableFile,
  type SlicerLinksDto,
  type Viewer,
} from '@pitstop/contracts';
import { MessagingClient } from '@pitstop/messaging';
import { ZipArchive } from 'archiver';
import type { FastifyReply } from 'fastify';
import { Readable } from 'node:stream';
import type { ReadableStream as WebReadableStream } from 'node:stream/web';
import type { GatewayConfig } from '../config.js';
import { GATEWAY_CONFIG } from '../gateway-config.js';
import { SlicerLinkSigner } from './slicer-link-signer.js';

/**
 * Downloads: the catalog decides who may (and counts the download), media signs the address,
 * the browser fetches the bytes from storage. Only 'download all' streams bytes through here,
 * one file at a time into the ZIP, never holding a file whole.
 */
@Injectable()
export class FileDelivery {
  private readonly logger = new Logger(FileDelivery.name);

  constructor(
    private readonly bus: MessagingClient,
    private readonly signer: SlicerLinkSigner,
    @Inject(GATEWAY_CONFIG) private readonly config: GatewayConfig,
  ) {}

  /**
   * The signed address of one file the viewer may read. A file recorded as a link to another
   * site (before files had to be uploads) is never redirected to: 404 with a message.
   */
  async fileAddress(
    viewer: Viewer | null,
    listingId: string,
    fileId: string,
    purpose: 'download' | 'view',
    version?: number,
  ): Promise<string> {
    const grant = await this.bus.request(CatalogFiles.grantDownload, {
      actor: viewer ? { id: viewer.id, role: viewer.role } : null,
      listingId,
      fileId,
      ...(version !== undefined && { version }),
      record: purpose === 'download',
    });
    const file = grant.files[0];
    if (!file) throw new NotFoundException(FileMessages.fileNotFound);
    return this.addressOf(file, purpose === 'view');
  }

  /**
   * 'Open in slicer' for one file the viewer may download (the same check as a download, none
   * recorded yet): a signed address on this site, `origin`, that ends in the file's name.
   */
  async slicerLinks(
    viewer: Viewer,
    listingId: string,
    fileId: string,
    origin: string,
  ): Promise<SlicerLinksDto> {
    const grant = await this.bus.request(CatalogFiles.grantDownload, {
      actor: { id: viewer.id, role: viewer.role },
      listingId,
      fileId,
      record: false,
    });
    const file = grant.files[0];
    if (!file) throw new NotFoundException(FileMessages.fileNotFound);
    if (!file.key) throw new NotFoundException(FileMessages.externalFileNotServed);
    const expiresAt = Date.now() + this.config.SLICER_LINK_TTL_SECONDS * 1000;
    const token = this.signer.sign({ listingId, fileId, viewer, expiresAt });
    const fileUrl = `${origin}/api/slicer-files/${token}/${encodeURIComponent(file.filename)}`;
    return {
      fileUrl,
      expiresAt: new Date(expiresAt).toISOString(),
      links: slicerLinks(fileUrl, file.filename, {
        prusaSlicer: this.config.SLICER_PRUSASLICER_ENABLED,
      }),
    };
  }

  /**
   * Where a slicer link's file downloads from (counted as a download): its grant is checked
   * again, so a buyer refunded since, or a file removed, is refused as a download would be.
   */
  async slicerFileAddress(token: string, filename: string): Promise<string> {
    const grant = this.signer.verify(token);
    if (grant === 'expired') throw new GoneException(SlicerLinkMessages.expired);
    if (grant === 'invalid') throw new UnauthorizedException(SlicerLinkMessages.invalid);
    const answer = await this.bus.request(CatalogFiles.grantDownload, {
      actor: grant.viewer,
      listingId: grant.listingId,
      fileId: grant.fileId,
      record: true,
    });
    const file = answer.files[0];
    if (!file || file.filename !== filename) throw new NotFoundException(FileMessages.fileNotFound);
    return this.addressOf(file, false);
  }

  async streamZip(
    viewer: Viewer,
    listingId: string,
    reply: FastifyReply,
    version?: number,
  ): Promise<void> {
    const grant = await this.bus.request(CatalogFiles.grantDownload, {
      actor: { id: viewer.id, role: viewer.role },
      listingId,
      ...(version !== undefined && { version }),
      record: true,
      storedOnly: true,
    });
    const files = grant.files;

    reply
      .code(200)
      .header('content-type', 'application/zip')
      .header('content-disposition', `attachment; filename="${grant.slug}.zip"`)
      .header('cache-control', 'private, no-store');
    // Already compressed (3MF, ZIP) or fast to pack: speed matters more than the last bytes.
    const zip = new ZipArchive({ zlib: { level: 1 } });
    zip.on('warning', (err) => this.logger.warn(`zip: ${err.message}`));
    zip.on('error', (err) => {
      this.logger.error(`zip of ${listingId} failed: ${err.message}`);
      reply.raw.destroy(err);
    });
    // Fastify pipes the archive out (with the security headers of the reply) as it is written;
    // a ZIP is not compressed again (application/zip is not a compressible type).
    void reply.send(zip);
    const names = new Set<string>();
    try {
      for (const file of files) {
        const response = await fetch(await this.addressOf(file, false));
        if (!response.ok || !response.body)
          throw new Error(`storage answered ${response.status} for ${file.filename}`);
        const entry = new Promise<void>((resolve, reject) => {
          zip.once('entry', () => resolve());
          zip.once('error', reject);
        });
        zip.append(Readable.fromWeb(response.body as WebReadableStream), {
          name: uniqueName(file.filename, names),
        });
        await entry;
      }
      await zip.finalize();
    } catch (err) {
      // The status is sent already: a cut-off download is all that is left to say.
      this.logger.error(`zip of ${listingId} stopped: ${(err as Error).message}`);
      zip.abort();
      reply.raw.destroy(err as Error);
    }
  }

  private async addressOf(file: DownloadableFile, inline: boolean): Promise<string> {
    if (!file.key) throw new NotFoundException(FileMessages.externalFileNotServed);
    const { url } = await this.bus.request(MediaRequests.signDownload, {
      key: file.key,
      filename: file.filename,
      inline,
    });
    return url;
  }
}

function uniqueName(name: string, taken: Set<string>): string {
  let candidate = name;
  for (let n = 2; taken.has(candidate.toLowerCase()); n++)
    candidate = name.replace(/(\.[^.]*)?$/, (ext) => ` (${n})${ext}`);
  taken.add(candidate.toLowerCase());
  return candidate;
}
