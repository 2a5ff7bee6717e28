import { describe, expect, it } from 'vitest';
import { attachmentHeader, checkDocumentContent, sanitiseFileName } from './content-check.ts';
import { SAMPLE } from './test-support.ts';

describe('checkDocumentContent', () => {
  it('takes JPEG, PNG, WebP and PDF by their bytes', async () => {
    expect(await checkDocumentContent(SAMPLE.jpeg())).toEqual({
      ok: true,
      contentType: 'image/jpeg',
      extension: 'jpg',
    });
    expect(await checkDocumentContent(SAMPLE.png())).toEqual({
      ok: true,
      contentType: 'image/png',
      extension: 'png',
    });
    expect(await checkDocumentContent(SAMPLE.webp())).toEqual({
      ok: true,
      contentType: 'image/webp',
      extension: 'webp',
    });
    expect(await checkDocumentContent(SAMPLE.pdf())).toEqual({
      ok: true,
      contentType: 'application/pdf',
      extension: 'pdf',
    });
  });

  it('refuses executables, archives, markup and unknown bytes, whatever they are called', async () => {
    for (const make of [SAMPLE.elf, SAMPLE.exe, SAMPLE.zip, SAMPLE.html]) {
      expect(await checkDocumentContent(make())).toEqual({ ok: false, error: 'verification.file_type' });
    }
    expect(await checkDocumentContent(Buffer.from('just some text'))).toEqual({
      ok: false,
      error: 'verification.file_type',
    });
  });

  it('calls an empty file empty', async () => {
    expect(await checkDocumentContent(Buffer.alloc(0))).toEqual({
      ok: false,
      error: 'verification.file_empty',
    });
  });
});

describe('sanitiseFileName', () => {
  it('keeps a plain name, with the extension of what the content is', () => {
    expect(sanitiseFileName('Passport scan.png', 'png')).toBe('Passport scan.png');
    expect(sanitiseFileName('Führerschein (neu).JPG', 'jpg')).toBe('Führerschein (neu).jpg');
    expect(sanitiseFileName('invoice.exe', 'pdf')).toBe('invoice.pdf');
  });

  it('drops folders, dots and control or markup characters', () => {
    expect(sanitiseFileName('../../etc/passwd', 'png')).toBe('passwd.png');
    expect(sanitiseFileName('C:\\Users\\ada\\id.card.jpeg', 'jpg')).toBe('id_card.jpg');
    expect(sanitiseFileName('<img src=x onerror=alert(1)>.png', 'png')).toBe(
      '_img src_x onerror_alert(1)_.png',
    );
    expect(sanitiseFileName('a\u0000b\r\nc.pdf', 'pdf')).toBe('a_b__c.pdf');
  });

  it('names a nameless or empty file "document", and keeps names short', () => {
    expect(sanitiseFileName(undefined, 'pdf')).toBe('document.pdf');
    expect(sanitiseFileName('...', 'pdf')).toBe('document.pdf');
    expect(sanitiseFileName(`${'x'.repeat(300)}.png`, 'png')).toBe(`${'x'.repeat(80)}.png`);
  });
});

describe('attachmentHeader', () => {
  it('is always an attachment, with an ASCII name and the UTF-8 one', () => {
    expect(attachmentHeader('Führerschein.jpg')).toBe(
      'attachment; filename="F_hrerschein.jpg"; filename*=UTF-8\'\'F%C3%BChrerschein.jpg',
    );
  });
});
