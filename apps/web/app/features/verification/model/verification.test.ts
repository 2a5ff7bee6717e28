import { describe, expect, it } from 'vitest';
import { EMPTY_SOW, fileProblems, sizeText, sowBody, sowProblems } from './verification.ts';

const limits = { max_bytes: 1024, content_types: [], pending_limit: 10 };
const file = (name: string, size: number, type: string) => new File([new Uint8Array(size)], name, { type });

describe('fileProblems', () => {
  it('passes an image or PDF within the size limit', () => {
    expect(fileProblems(file('id.png', 10, 'image/png'), 'identity', limits)).toEqual({});
    // A browser without the type: the name is enough here (the server reads the content).
    expect(fileProblems(file('bill.PDF', 10, ''), 'address', limits)).toEqual({});
  });

  it('names what is missing or wrong, per field', () => {
    expect(fileProblems(null, '', limits)).toEqual({
      kind: ['validation.required'],
      file: ['validation.required'],
    });
    expect(fileProblems(file('a.png', 0, 'image/png'), 'identity', limits)).toEqual({
      file: ['verification.file_empty'],
    });
    expect(fileProblems(file('a.png', 1025, 'image/png'), 'identity', limits)).toEqual({
      file: ['verification.file_too_large'],
    });
    expect(fileProblems(file('a.exe', 10, 'application/x-msdownload'), 'identity', limits)).toEqual({
      file: ['verification.file_type'],
    });
  });
});

describe('the questionnaire', () => {
  const filled = {
    ...EMPTY_SOW,
    employment_status: 'employed',
    occupation: 'Nurse',
    annual_income: '25k_50k',
    sources: ['salary'],
  };

  it('asks the occupation of a working player and details for "other"', () => {
    expect(sowProblems(EMPTY_SOW)).toEqual({
      employment_status: ['validation.required'],
      annual_income: ['validation.required'],
      sources: ['validation.required'],
    });
    expect(sowProblems({ ...filled, occupation: ' ' })).toEqual({ occupation: ['validation.required'] });
    expect(sowProblems({ ...filled, sources: ['other'] })).toEqual({ details: ['validation.required'] });
    expect(sowProblems({ ...filled, employment_status: 'retired', occupation: '' })).toEqual({});
  });

  it('sends only the answers that apply', () => {
    expect(sowBody({ ...filled, details: '  ' })).toEqual({
      employment_status: 'employed',
      occupation: 'Nurse',
      annual_income: '25k_50k',
      sources: ['salary'],
    });
    expect(sowBody({ ...filled, employment_status: 'student', details: ' grant ' })).toEqual({
      employment_status: 'student',
      annual_income: '25k_50k',
      sources: ['salary'],
      details: 'grant',
    });
  });
});

describe('sizeText', () => {
  it('says sizes in MB or KB', () => {
    expect(sizeText(10 * 1024 * 1024, 'en')).toBe('10 MB');
    expect(sizeText(1536 * 1024, 'de')).toBe('1,5 MB');
    expect(sizeText(2048, 'en')).toBe('2 KB');
  });
});
