import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import {
  ADMIN_ACTIONS,
  ADMIN_LIST_LIMITS as L,
  AUDIT_TARGET_TYPES,
  USER_ROLES,
  USER_STATUSES,
  type AdminAction,
  type AdminAuditEntryDto,
  type AdminPageQuery,
  type AuditDetails,
  type AuditTargetType,
  type ListAuditPayload,
  type ListUsersPayload,
  type UserRole,
  type UserStatus,
} from '@pitstop/contracts';
import { QueryOneOf, QueryText, QueryWholeNumberInRange } from './field-rules.js';

/** The page every admin list takes: a plain array answered, the total in X-Total-Count. */
export class AdminPageQueryDto implements AdminPageQuery {
  @ApiPropertyOptional({ minimum: 1, maximum: L.pageSizeMax, default: L.pageSizeDefault })
  @QueryWholeNumberInRange('limit', 1, L.pageSizeMax)
  limit?: number;

  @ApiPropertyOptional({ minimum: 0, maximum: L.offsetMax, default: 0 })
  @QueryWholeNumberInRange('offset', 0, L.offsetMax)
  offset?: number;
}

/** The header each admin list answers with (OpenAPI). */
export const TOTAL_COUNT_HEADER = {
  'X-Total-Count': { description: 'Matches over all pages', schema: { type: 'integer' } },
};

/** GET /api/admin/users. */
export class AdminUsersQuery extends AdminPageQueryDto implements ListUsersPayload {
  @ApiPropertyOptional({
    maxLength: L.searchMax,
    description: 'Found anywhere in the first, last or display name or the email',
  })
  @QueryText('q', L.searchMax)
  q?: string;

  @ApiPropertyOptional({ enum: USER_ROLES })
  @QueryOneOf('role', USER_ROLES)
  role?: UserRole;

  @ApiPropertyOptional({ enum: USER_STATUSES })
  @QueryOneOf('status', USER_STATUSES)
  status?: UserStatus;
}

/** GET /api/admin/pending-models. */
export class PendingListingsQuery extends AdminPageQueryDto {
  @ApiPropertyOptional({ maxLength: L.searchMax, description: 'Found anywhere in the title' })
  @QueryText('q', L.searchMax)
  q?: string;
}

/** GET /api/admin/audit. */
export class AuditQuery extends AdminPageQueryDto implements ListAuditPayload {
  @ApiPropertyOptional({ enum: ADMIN_ACTIONS })
  @QueryOneOf('action', ADMIN_ACTIONS)
  action?: AdminAction;
}

class AuditActorResponse {
  @ApiProperty({ format: 'uuid' }) id!: string;
  @ApiProperty() name!: string;
}

export class AuditEntryResponse implements AdminAuditEntryDto {
  @ApiProperty({ format: 'uuid' }) id!: string;
  @ApiProperty({ format: 'date-time' }) at!: string;
  @ApiProperty({ type: AuditActorResponse }) actor!: AuditActorResponse;
  @ApiProperty({ enum: ADMIN_ACTIONS }) action!: AdminAction;
  @ApiProperty({ enum: AUDIT_TARGET_TYPES }) targetType!: AuditTargetType;
  @ApiProperty({ format: 'uuid', nullable: true, type: String }) targetId!: string | null;
  @ApiProperty({ description: 'What the target was called then' }) targetLabel!: string;
  @ApiProperty({
    type: 'object',
    additionalProperties: true,
    description: 'Old and new values, the reason',
  })
  details!: AuditDetails;
}
