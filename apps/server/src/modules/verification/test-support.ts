import { randomBytes } from 'node:crypto';
import type { DocumentStorage } from './storage.ts';
import { memoryStorage } from './storage.ts';

/**
 * Files for the upload tests, each made of the bytes its format starts with (what the content
 * check reads), plus `salt` so two uploads are never the same file.
 */
const salted = (head: Buffer, tail = '') => Buffer.concat([head, randomBytes(16), Buffer.from(tail)]);

export const SAMPLE = {
  png: () =>
    salted(
      Buffer.from(
        '89504e470d0a1a0a0000000d4948445200000001000000010806000000' +
          '1f15c4890000000d4944415478da63f8cfc0f01f0005000201e7a95ba40000000049454e44ae426082',
        'hex',
      ),
    ),
  jpeg: () => salted(Buffer.from('ffd8ffe000104a46494600010100000100010000', 'hex')),
  webp: () => salted(Buffer.from('524946462400000057454250565038200000000000000000', 'hex')),
  pdf: () => salted(Buffer.from('%PDF-1.4\n1 0 obj\n<<>>\nendobj\n'), '\n%%EOF\n'),
  /** A Linux executable. */
  elf: () => salted(Buffer.from('7f454c46020101000000000000000000', 'hex')),
  /** A Windows executable (MZ header with its PE offset). */
  exe: () => {
    const bytes = Buffer.alloc(256);
    bytes.write('MZ', 0, 'latin1');
    bytes.writeUInt32LE(0x80, 0x3c);
    bytes.write('PE\0\0', 0x80, 'latin1');
    return bytes;
  },
  zip: () => salted(Buffer.from('504b0304140000000800', 'hex')),
  html: () => Buffer.from(`<html><script>alert(1)</script></html>${randomBytes(4).toString('hex')}`),
};

export interface FormPart {
  name: string;
  value?: string;
  file?: { name: string; bytes: Buffer; type?: string };
}

/** A multipart/form-data body, as a browser's FormData would send it. */
export function multipart(parts: FormPart[]) {
  const boundary = `----orbit${randomBytes(8).toString('hex')}`;
  const chunks: Buffer[] = [];
  for (const part of parts) {
    const disposition = part.file
      ? `form-data; name="${part.name}"; filename="${part.file.name}"`
      : `form-data; name="${part.name}"`;
    const type = part.file ? `Content-Type: ${part.file.type ?? 'application/octet-stream'}\r\n` : '';
    chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: ${disposition}\r\n${type}\r\n`));
    chunks.push(part.file ? part.file.bytes : Buffer.from(part.value ?? ''));
    chunks.push(Buffer.from('\r\n'));
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(chunks),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

/** The usual upload form: a kind and a file. */
export const documentForm = (kind: string, name: string, bytes: Buffer, type = 'image/png') =>
  multipart([
    { name: 'kind', value: kind },
    { name: 'file', file: { name, bytes, type } },
  ]);

/** Memory storage that shows what it holds. */
export function inspectableStorage(): DocumentStorage & { keys(): string[] } {
  const inner = memoryStorage();
  const keys = new Set<string>();
  return {
    async put(key, bytes, type) {
      await inner.put(key, bytes, type);
      keys.add(key);
    },
    get: (key) => inner.get(key),
    async delete(key) {
      await inner.delete(key);
      keys.delete(key);
    },
    keys: () => [...keys],
  };
}
