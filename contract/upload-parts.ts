// No imports: the browser's uploader, the web server's body limit and the API's tus routes share these.
const MIB = 1024 * 1024

/**
 * Resumable uploads (tus, ADR 0066) go in parts. A part is stored whole or not at all, so a dropped
 * connection costs at most one part. S3 takes parts of 5 MiB at least (all but the last), and the API
 * holds a part in memory for S3's hash, so parts are at most 16 MiB.
 */
export const UPLOAD_PART_MIN_BYTES = 5 * MIB
export const UPLOAD_PART_MAX_BYTES = 16 * MIB
/** What the browser sends: files larger than one part go up in parts of this size (ADR 0069). */
export const UPLOAD_PART_BYTES = 8 * MIB
