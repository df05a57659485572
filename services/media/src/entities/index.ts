import { OutboxMessageEntity } from '@pitstop/common';
import { FileAnalysisEntity } from './file-analysis.entity.js';
import { MultipartUploadEntity } from './multipart-upload.entity.js';
import { StoredObjectEntity } from './stored-object.entity.js';

/** The media service's tables (its own `media` schema). */
export const MEDIA_ENTITIES: Function[] = [
  StoredObjectEntity,
  MultipartUploadEntity,
  FileAnalysisEntity,
  OutboxMessageEntity,
];
