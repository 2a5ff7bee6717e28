/** What a document may be, by its content, and the extension its download gets. */
const ACCEPTED: Record<string, string> = {
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/webp': 'webp',
  'application/pdf': 'pdf',
};

export type ContentCheck =
  | { ok: true; contentType: string; extension: string }
  | { ok: false; error: 'verification.file_empty' | 'verification.file_type' };

/**
 * What a file really is, from its first bytes (file-type reads the signatures): a JPEG, PNG,
 * WebP or PDF passes whatever its name says; an executable, an archive or text named `.jpg` does not.
 */
export async function checkDocumentContent(bytes: Uint8Array): Promise<ContentCheck> {
  if (bytes.length === 0) return { ok: false, error: 'verification.file_empty' };
  // Loaded at the first upload, not at start: an idle node never holds file-type's signatures.
  const { fileTypeFromBuffer } = await import('file-type');
  const found = await fileTypeFromBuffer(bytes);
  const extension = found ? ACCEPTED[found.mime] : undefined;
  if (!found || !extension) return { ok: false, error: 'verification.file_type' };
  return { ok: true, contentType: found.mime, extension };
}

/**
 * The player's file name as shown back (never used as a path): no folders, only letters, digits,
 * spaces and `_-()`, at most 80 characters, and the extension of what the content is.
 */
export function sanitiseFileName(name: string | undefined, extension: string): string {
  const base = (name ?? '').split(/[\\/]/).pop() ?? '';
  const stem = base
    .normalize('NFC')
    .replace(/\.[^.]*$/, '')
    .replace(/[^\p{L}\p{N} _()-]/gu, '_')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, 80);
  // A name of nothing but punctuation says nothing.
  return `${/[\p{L}\p{N}]/u.test(stem) ? stem : 'document'}.${extension}`;
}

/** `Content-Disposition` of a download: always an attachment, the name in ASCII and in UTF-8. */
export function attachmentHeader(fileName: string): string {
  const ascii = fileName.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(fileName)}`;
}
