import { Body, Controller, Delete, Get, Param, Post, Put, Query, Req, Res } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiCreatedResponse,
  ApiFoundResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiTags,
} from '@nestjs/swagger';
import {
  CatalogFiles,
  type Actor,
  type DownloadDto,
  type ModelFileDto,
  type PreviewDto,
  type SlicerLinksDto,
  type Viewer,
} from '@pitstop/contracts';
import { MessagingClient } from '@pitstop/messaging';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { Access, CurrentActor, CurrentViewer } from '../auth/access.js';
import { LimitedWrite, LimitedZipDownload } from '../auth/write-rate-limit.guard.js';
import { ErrorResponse } from '../dto/error.dto.js';
import { FileUnitBody, NewFileBody, NewPreviewBody } from '../dto/media.dto.js';
import { VersionQuery } from '../dto/versions.dto.js';
import { ViewerDependent } from '../http/cache-control.js';
import { FileIdPipe, ListingIdPipe, PreviewIdPipe } from '../http/path-params.pipe.js';
import { FileDelivery } from '../media/file-delivery.js';

/** A listing's previews and model files: list, add (checked by media), delete, download. */
@ApiTags('listings')
@ApiNotFoundResponse({ type: ErrorResponse, description: 'No such listing, or not visible to you' })
@Controller('api/models3d/:id')
export class ListingFilesController {
  constructor(
    private readonly bus: MessagingClient,
    private readonly delivery: FileDelivery,
  ) {}

  @Get('previews')
  @Access('viewer')
  @ViewerDependent()
  @ApiOkResponse({ description: 'The preview images, in order' })
  listPreviews(
    @CurrentViewer() viewer: Viewer | null,
    @Param('id', ListingIdPipe) listingId: string,
  ): Promise<PreviewDto[]> {
    return this.bus.request(CatalogFiles.listPreviews, { viewer, listingId });
  }

  @Post('previews')
  @Access('user')
  @LimitedWrite()
  @ApiCreatedResponse({ description: 'The new preview' })
  @ApiBadRequestResponse({ type: ErrorResponse, description: 'The upload was refused' })
  addPreview(
    @CurrentActor() actor: Actor,
    @Param('id', ListingIdPipe) listingId: string,
    @Body() body: NewPreviewBody,
  ): Promise<PreviewDto> {
    return this.bus.request(CatalogFiles.addPreview, {
      actor,
      listingId,
      storageUrl: body.storageUrl,
    });
  }

  @Delete('previews/:previewId')
  @Access('user')
  @LimitedWrite()
  removePreview(
    @CurrentActor() actor: Actor,
    @Param('id', ListingIdPipe) listingId: string,
    @Param('previewId', PreviewIdPipe) previewId: string,
  ): Promise<{ id: string }> {
    return this.bus.request(CatalogFiles.removePreview, { actor, listingId, previewId });
  }

  @Get('files')
  @Access('viewer')
  @ViewerDependent()
  @ApiOkResponse({ description: 'The model files with their analysis' })
  listFiles(
    @CurrentViewer() viewer: Viewer | null,
    @Param('id', ListingIdPipe) listingId: string,
  ): Promise<ModelFileDto[]> {
    return this.bus.request(CatalogFiles.listFiles, { viewer, listingId });
  }

  @Post('files')
  @Access('user')
  @LimitedWrite()
  @ApiCreatedResponse({ description: 'The new file' })
  @ApiBadRequestResponse({ type: ErrorResponse, description: 'The upload was refused' })
  addFile(
    @CurrentActor() actor: Actor,
    @Param('id', ListingIdPipe) listingId: string,
    @Body() body: NewFileBody,
  ): Promise<ModelFileDto> {
    return this.bus.request(CatalogFiles.addFile, {
      actor,
      listingId,
      file: {
        filename: body.filename,
        fileSizeBytes: body.fileSizeBytes,
        storageUrl: body.storageUrl,
      },
    });
  }

  @Delete('files/:fileId')
  @Access('user')
  @LimitedWrite()
  removeFile(
    @CurrentActor() actor: Actor,
    @Param('id', ListingIdPipe) listingId: string,
    @Param('fileId', FileIdPipe) fileId: string,
  ): Promise<{ id: string }> {
    return this.bus.request(CatalogFiles.removeFile, { actor, listingId, fileId });
  }

  /**
   * The unit a listed STL or OBJ was exported in (the edit form; the upload wizard's
   * PUT /api/objects/unit for a file already listed): it is measured again, its print facts follow.
   */
  @Put('files/:fileId/unit')
  @Access('user')
  @LimitedWrite()
  @ApiOkResponse({ description: 'The file, measured again in a moment' })
  @ApiBadRequestResponse({ type: ErrorResponse, description: 'An unknown unit, or not an STL/OBJ' })
  setFileUnit(
    @CurrentActor() actor: Actor,
    @Param('id', ListingIdPipe) listingId: string,
    @Param('fileId', FileIdPipe) fileId: string,
    @Body() body: FileUnitBody,
  ): Promise<ModelFileDto> {
    return this.bus.request(CatalogFiles.setFileUnit, {
      actor,
      listingId,
      fileId,
      unit: body.unit,
    });
  }

  @Get('files/:fileId/download')
  @Access('user')
  @ApiFoundResponse({
    description: 'To a short-lived signed address of the file (?version=N: of that version)',
  })
  async download(
    @CurrentActor() actor: Actor,
    @Param('id', ListingIdPipe) listingId: string,
    @Param('fileId', FileIdPipe) fileId: string,
    @Query() query: VersionQuery,
    @Res() res: FastifyReply,
  ): Promise<void> {
    const address = await this.delivery.fileAddress(
      actor,
      listingId,
      fileId,
      'download',
      query.version,
    );
    void res.redirect(address, 302);
  }

  /** The 3D viewer's copy: visitors may view free files; nothing is counted. */
  @Get('files/:fileId/view')
  @Access('viewer')
  @ApiFoundResponse({ description: 'To a short-lived signed address of the file' })
  async view(
    @CurrentViewer() viewer: Viewer | null,
    @Param('id', ListingIdPipe) listingId: string,
    @Param('fileId', FileIdPipe) fileId: string,
    @Res() res: FastifyReply,
  ): Promise<void> {
    const address = await this.delivery.fileAddress(viewer, listingId, fileId, 'view');
    void res.header('cache-control', 'private, no-store').redirect(address, 302);
  }

  /**
   * 'Open in slicer': a short-lived signed address of the file, ending in its name, for the
   * viewer to hand to a slicer (which has no session), and the slicers' links to it.
   */
  @Get('files/:fileId/slicer-links')
  @Access('user')
  @ApiOkResponse({ description: 'The signed file address and one link per slicer' })
  slicerLinks(
    @CurrentActor() actor: Actor,
    @Param('id', ListingIdPipe) listingId: string,
    @Param('fileId', FileIdPipe) fileId: string,
    @Req() req: FastifyRequest,
  ): Promise<SlicerLinksDto> {
    const origin = `${req.protocol}://${req.host}`;
    return this.delivery.slicerLinks(actor, listingId, fileId, origin);
  }

  @Get('download.zip')
  @Access('user')
  @LimitedZipDownload()
  @ApiOkResponse({ description: 'Every file of the listing in one ZIP, streamed' })
  async downloadAll(
    @CurrentActor() actor: Actor,
    @Param('id', ListingIdPipe) listingId: string,
    @Query() query: VersionQuery,
    @Res() res: FastifyReply,
  ): Promise<void> {
    await this.delivery.streamZip(actor, listingId, res, query.version);
  }
}

/**
 * A slicer link's file: no session (the slicer has none); the signed token says whose download
 * it is, until it expires. The address ends in the file's name, which slicers read.
 */
@ApiTags('listings')
@Controller('api/slicer-files')
export class SlicerFilesController {
  constructor(private readonly delivery: FileDelivery) {}

  @Get(':token/:filename')
  @ApiFoundResponse({ description: 'To a short-lived signed address of the file' })
  @ApiNotFoundResponse({ type: ErrorResponse, description: 'No such file, or no longer yours' })
  async file(
    @Param('token') token: string,
    @Param('filename') filename: string,
    @Res() res: FastifyReply,
  ): Promise<void> {
    const address = await this.delivery.slicerFileAddress(token, filename);
    void res.header('cache-control', 'private, no-store').redirect(address, 302);
  }
}

/** Profile → Downloads. */
@ApiTags('listings')
@Controller('api/downloads')
export class DownloadsController {
  constructor(private readonly bus: MessagingClient) {}

  @Get()
  @Access('user')
  @ViewerDependent()
  @ApiOkResponse({ description: 'The listings you downloaded, latest first' })
  list(@CurrentActor() actor: Actor): Promise<DownloadDto[]> {
    return this.bus.request(CatalogFiles.listDownloads, { actor });
  }
}
