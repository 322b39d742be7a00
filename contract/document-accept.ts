// No imports: the appointment pages' uploader reads this without the documents' rules (first-load budget).
/**
 * What a file picker offers for documents (spec §5): pdf, photos, Word, Excel, PowerPoint, text,
 * csv, zip, 7z and DICOM (which often has no extension, hence its type too). A hint only: the API
 * decides by the file's bytes (api/src/users/file-types.ts).
 */
export const DOCUMENT_FILE_ACCEPT = [
  ...['.pdf', '.jpg', '.jpeg', '.png', '.heic', '.webp', '.gif'],
  ...['.doc', '.docx', '.xls', '.xlsx', '.ppt', '.pptx', '.txt', '.csv', '.zip', '.7z', '.dcm'],
  'application/pdf',
  'image/*',
  'application/dicom',
].join(',')
