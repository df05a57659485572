import { Body, Controller, Delete, Get, HttpCode, Param, Post, Put } from '@nestjs/common';
import { ApiBadRequestResponse, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import {
  MediaRequests,
  type IssuedUpload,
  type ModelUnit,
  type MultipartUpload,
  type UploadedPart,
  type UserDto,
} from '@pitstop/contracts';
import { MessagingClient } from '@pitstop/messaging';
import { Access, CurrentUser } from '../auth/access.js';
import { LimitedUpload } from '../auth/write-rate-limit.guard.js';
import { ErrorResponse } from '../dto/error.dto.js';
import {
  CompleteMultipartBody,
  ModelUnitBody,
  MultipartRequestBody,
  UploadRequestBody,
} from '../dto/media.dto.js';
import { PartNumberPipe, UploadIdPipe } from '../http/path-params.pipe.js';

/**
 * Upload addresses: the browser sends file bytes straight to storage, never through here.
 * Small files take one presigned PUT; large ones a multipart upload with presigned parts,
 * which a reloaded page resumes after the parts storage already holds. Each address, part
 * address and completion counts towards the person's upload limit (UPLOAD_RATE_LIMIT).
 */
@ApiTags('uploads')
@Access('user')
@ApiBadRequestResponse({ type: ErrorResponse })
@Controller('api/objects')
export class ObjectsController {
  constructor(private readonly bus: MessagingClient) {}

  @Post('upload')
  @LimitedUpload()
  @HttpCode(200)
  @ApiOkResponse({ description: '{ uploadURL, storageUrl, key }' })
  issue(@CurrentUser() user: UserDto, @Body() body: UploadRequestBody): Promise<IssuedUpload> {
    return this.bus.request(MediaRequests.issueUpload, { ownerId: user.id, ...body });
  }

  /**
   * The unit an uploaded model file was exported in (the wizard asks when it reads implausibly
   * small): its analysis, once a listing holds it, is scaled by it.
   */
  @Put('unit')
  @LimitedUpload()
  @ApiOkResponse({ description: '{ storageUrl, unit }' })
  setUnit(
    @CurrentUser() user: UserDto,
    @Body() body: ModelUnitBody,
  ): Promise<{ storageUrl: string; unit: ModelUnit }> {
    return this.bus.request(MediaRequests.setUnit, { ownerId: user.id, ...body });
  }

  @Post('multipart')
  @LimitedUpload()
  @HttpCode(200)
  @ApiOkResponse({ description: '{ uploadId, key, storageUrl, partSize }' })
  createMultipart(
    @CurrentUser() user: UserDto,
    @Body() body: MultipartRequestBody,
  ): Promise<MultipartUpload> {
    return this.bus.request(MediaRequests.createMultipart, { ownerId: user.id, ...body });
  }

  @Get('multipart/:uploadId')
  @ApiOkResponse({ description: 'The parts storage holds: [{ PartNumber, ETag, Size }]' })
  listParts(
    @CurrentUser() user: UserDto,
    @Param('uploadId', UploadIdPipe) uploadId: string,
  ): Promise<UploadedPart[]> {
    return this.bus.request(MediaRequests.listParts, { ownerId: user.id, uploadId });
  }

  @Post('multipart/:uploadId/parts/:partNumber')
  @LimitedUpload()
  @HttpCode(200)
  @ApiOkResponse({ description: '{ url }: a presigned PUT for this part' })
  signPart(
    @CurrentUser() user: UserDto,
    @Param('uploadId', UploadIdPipe) uploadId: string,
    @Param('partNumber', PartNumberPipe) partNumber: number,
  ): Promise<{ url: string }> {
    return this.bus.request(MediaRequests.signPart, { ownerId: user.id, uploadId, partNumber });
  }

  @Post('multipart/:uploadId/complete')
  @LimitedUpload()
  @HttpCode(200)
  @ApiOkResponse({ description: '{ storageUrl, key }' })
  complete(
    @CurrentUser() user: UserDto,
    @Param('uploadId', UploadIdPipe) uploadId: string,
    @Body() body: CompleteMultipartBody,
  ): Promise<IssuedUpload> {
    return this.bus.request(MediaRequests.complete, {
      ownerId: user.id,
      uploadId,
      parts: body.parts.map(({ PartNumber, ETag }) => ({ PartNumber, ETag })),
    });
  }

  @Delete('multipart/:uploadId')
  @ApiOkResponse({ description: '{ aborted: true }' })
  abort(
    @CurrentUser() user: UserDto,
    @Param('uploadId', UploadIdPipe) uploadId: string,
  ): Promise<{ aborted: boolean }> {
    return this.bus.request(MediaRequests.abort, { ownerId: user.id, uploadId });
  }
}
