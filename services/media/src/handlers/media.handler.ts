import { Controller } from '@nestjs/common';
import {
  MediaImports,
  MediaRequests,
  type ClaimItem,
  type CreateMultipartPayload,
  type IssueUploadPayload,
  type ModelUnit,
  type MultipartRef,
  type UploadedPart,
} from '@pitstop/contracts';
import { Handles } from '@pitstop/messaging';
import { DeliveryService } from '../services/delivery.service.js';
import { ImportsService } from '../services/imports.service.js';
import { RemeasureService } from '../services/remeasure.service.js';
import { UploadsService } from '../services/uploads.service.js';
import { VerificationService } from '../services/verification.service.js';

/** Uploads in, checks, and signed addresses out. */
@Controller()
export class MediaHandler {
  constructor(
    private readonly uploads: UploadsService,
    private readonly verification: VerificationService,
    private readonly delivery: DeliveryService,
    private readonly importFiles: ImportsService,
    private readonly remeasuring: RemeasureService,
  ) {}

  @Handles(MediaRequests.issueUpload)
  issueUpload(payload: IssueUploadPayload) {
    return this.uploads.issue(payload);
  }

  @Handles(MediaRequests.createMultipart)
  createMultipart(payload: CreateMultipartPayload) {
    return this.uploads.createMultipart(payload);
  }

  @Handles(MediaRequests.signPart)
  signPart(payload: MultipartRef & { partNumber: number }) {
    return this.uploads.signPart(payload);
  }

  @Handles(MediaRequests.listParts)
  listParts(payload: MultipartRef) {
    return this.uploads.listParts(payload);
  }

  @Handles(MediaRequests.complete)
  complete(payload: MultipartRef & { parts: UploadedPart[] }) {
    return this.uploads.complete(payload);
  }

  @Handles(MediaRequests.abort)
  abort(payload: MultipartRef) {
    return this.uploads.abort(payload);
  }

  @Handles(MediaRequests.claim)
  claim(payload: { ownerId: string; items: ClaimItem[] }) {
    return this.verification.claim(payload);
  }

  @Handles(MediaRequests.setUnit)
  setUnit(payload: { ownerId: string; storageUrl: string; unit: ModelUnit }) {
    return this.uploads.setUnit(payload);
  }

  @Handles(MediaRequests.remeasure)
  remeasure(payload: { key: string; unit: ModelUnit }) {
    return this.remeasuring.remeasure(payload);
  }

  @Handles(MediaRequests.signDownload)
  signDownload(payload: { key: string; filename?: string; inline?: boolean }) {
    return this.delivery.signDownload(payload);
  }

  @Handles(MediaRequests.signImage)
  signImage(payload: { key: string }) {
    return this.delivery.signImage(payload);
  }

  @Handles(MediaRequests.release)
  release(payload: { keys: string[] }) {
    return this.delivery.release(payload);
  }

  @Handles(MediaImports.issue)
  issueImportFile(payload: { ownerId: string; filename: string }) {
    return this.importFiles.issue(payload);
  }

  @Handles(MediaImports.signRead)
  signImportFileRead(payload: { key: string }) {
    return this.importFiles.signRead(payload);
  }
}
