import { Injectable } from '@nestjs/common';
import { BadRequestError, NotFoundError } from '@pitstop/common';
import {
  ListingMessages,
  OrdersEntitlements,
  VERSION_LIMITS,
  VersionMessages,
  controlCharactersMessage,
  hasControlCharacters,
  type Actor,
  type ListingVersionDto,
  type NewVersionBody,
  type Viewer,
} from '@pitstop/contracts';
import { MessagingClient } from '@pitstop/messaging';
import { mayDownload } from '../domain/download-access.js';
import { assertEditable, requireListingId } from '../domain/listing-access.js';
import { optionalViewer, requireActor } from '../domain/people.js';
import { ListingFileRepository, type StoredFile } from '../repositories/listing-file.repository.js';
import { ListingRepository } from '../repositories/listing.repository.js';
import { ListingVersionRepository } from '../repositories/listing-version.repository.js';
import { BuyerEntitlementsService } from './buyer-entitlements.service.js';
import { ListingsService } from './listings.service.js';

/** A version as listed: its number, date, notes and files (the latest: the live files). */
interface VersionView {
  number: number;
  createdAt: Date;
  changelog: string | null;
  files: StoredFile[];
}

export function requireVersionNumber(value: unknown): number {
  if (typeof value !== 'number' || !Number.isInteger(value) || value < 1)
    throw new BadRequestError(VersionMessages.versionInvalid);
  return value;
}

function checkNewVersion(body: NewVersionBody | undefined): NewVersionBody {
  const changelog = typeof body?.changelog === 'string' ? body.changelog.trim() : '';
  if (!changelog) throw new BadRequestError(VersionMessages.changelogRequired);
  if (changelog.length > VERSION_LIMITS.changelogMax)
    throw new BadRequestError(VersionMessages.changelogTooLong);
  if (hasControlCharacters(changelog))
    throw new BadRequestError(controlCharactersMessage('changelog'));
  if (!Array.isArray(body?.fileUrls) || body.fileUrls.length === 0)
    throw new BadRequestError(VersionMessages.filesRequired);
  // Each address is checked as the wizard's and the edit form's are (checkListingChanges).
  return { changelog, fileUrls: body.fileUrls };
}

/**
 * A listing's versions (docs/product.md, 'Versions'). A new version is an edit of the listing's
 * files (ListingsService.update): the same file rules, and the same review rule as the edit
 * form's (a seller's new files of an approved listing send it back to the admins).
 */
@Injectable()
export class ListingVersionsService {
  constructor(
    private readonly listings: ListingRepository,
    private readonly files: ListingFileRepository,
    private readonly versions: ListingVersionRepository,
    private readonly edits: ListingsService,
    private readonly entitlements: BuyerEntitlementsService,
    private readonly bus: MessagingClient,
  ) {}

  async list(payload: { viewer: Viewer | null; listingId: string }): Promise<ListingVersionDto[]> {
    const viewer = optionalViewer(payload?.viewer);
    const id = requireListingId(payload?.listingId);
    const listing = await this.listings.findKept(id, viewer?.id ?? null);
    if (!listing) throw new NotFoundError(ListingMessages.notFound);
    const access = await this.entitlements.listAccess(listing, viewer);
    const downloadable = mayDownload(access);
    const views = await this.views(id, listing.createdAt);
    return views.map((view, i) => ({
      number: view.number,
      createdAt: view.createdAt.toISOString(),
      changelog: view.changelog,
      latest: i === 0,
      files: view.files.map((file) => ({
        id: file.id,
        filename: file.filename,
        sizeBytes: Number(file.sizeBytes),
        downloadUrl: downloadable
          ? `/api/models3d/${id}/files/${file.id}/download?version=${view.number}`
          : null,
      })),
    }));
  }

  async add(payload: {
    actor: Actor;
    listingId: string;
    version: NewVersionBody;
    unverifiedEmail?: string;
  }): Promise<ListingVersionDto> {
    const actor = requireActor(payload?.actor);
    const id = requireListingId(payload?.listingId);
    const { changelog, fileUrls } = checkNewVersion(payload.version);
    assertEditable(await this.listings.findById(id, actor.id), actor);
    // Its buyers are mailed (with whoever downloaded it); orders knows who bought it.
    const { userIds } = await this.bus.request(OrdersEntitlements.holders, { listingId: id });
    await this.edits.update(
      {
        actor,
        listingId: id,
        changes: { fileUrls },
        ...(payload.unverifiedEmail !== undefined && { unverifiedEmail: payload.unverifiedEmail }),
      },
      { newVersion: { changelog, buyerIds: userIds } },
    );
    const [latest] = await this.list({ viewer: actor, listingId: id });
    return latest!;
  }

  /** The files of one version (the latest: the live ones); NotFound for no such version. */
  async filesOf(listingId: string, number: number): Promise<StoredFile[]> {
    const views = await this.views(listingId, new Date(0));
    const view = views.find((v) => v.number === number);
    if (!view) throw new NotFoundError(VersionMessages.versionNotFound);
    return view.files;
  }

  async latestNumber(listingId: string): Promise<number> {
    return this.versions.latestNumber(listingId);
  }

  /** Every version, newest first: a listing never versioned has one, its files as published. */
  private async views(listingId: string, publishedAt: Date): Promise<VersionView[]> {
    const [rows, kept] = await Promise.all([
      this.versions.versions(listingId),
      this.files.keptFiles(listingId),
    ]);
    const live = kept.filter((file) => file.removedAt === null);
    if (rows.length === 0)
      return [{ number: 1, createdAt: publishedAt, changelog: null, files: live }];
    const byId = new Map(kept.map((file) => [file.id, file]));
    return rows.map((row, i) => ({
      number: row.number,
      createdAt: new Date(row.createdAt),
      changelog: row.changelog,
      files: i === 0 ? live : row.fileIds.flatMap((fileId) => byId.get(fileId) ?? []),
    }));
  }
}
