import type { NotificationList, OperatorRole, VerificationStatus } from '@orbit/contract';
import { eq } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  configEntries,
  notifications,
  users,
  verificationDocuments,
  walletTransactions,
} from '../../db/schema/index.ts';
import { startTestApp, type TestApp } from '../../test/harness.ts';
import { operatorCookie } from '../operators/test-support.ts';
import { createSignedInPlayer } from '../player/test-support.ts';
import { creditPlayer } from '../wallet/service.ts';
import { uid } from '../wallet/test-support.ts';
import { useVerificationSettings } from './settings.ts';
import { useDocumentStorage } from './storage.ts';
import { documentForm, inspectableStorage, multipart, SAMPLE } from './test-support.ts';
import { DEFAULT_WITHDRAWAL_THRESHOLDS } from './withdrawal-threshold.ts';

/**
 * Verification through its API: uploads checked by content (nothing kept of a refused one), the
 * player's own files only, the pending limit under parallel uploads, the operator's review (one
 * decision however many race), `verified` following, the questionnaire, and the withdrawal gate.
 */
let t: TestApp;
const storage = inspectableStorage();

beforeAll(async () => {
  t = await startTestApp({ seed: true });
  useDocumentStorage(t.deps, storage);
});
afterAll(() => t?.close());

type Player = Awaited<ReturnType<typeof player>>;
async function player(overrides: Record<string, unknown> = {}) {
  const p = await createSignedInPlayer(t, overrides);
  const call = (options: InjectOptions) => t.request({ ...options, cookie: p.cookie });
  return { ...p, call };
}

const upload = (p: Player, form: ReturnType<typeof multipart>, url = '/api/player/documents') =>
  p.call({ method: 'POST', url, ...form });

async function uploaded(p: Player, kind = 'identity', bytes = SAMPLE.png(), name = 'passport.png') {
  const res = await upload(p, documentForm(kind, name, bytes));
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as { id: number; state: string; file_name: string; content_type: string };
}

const status = async (p: Player) =>
  (await p.call({ method: 'GET', url: '/api/player/documents' })).json() as VerificationStatus;

const operator = async (
  method: 'GET' | 'POST',
  url: string,
  payload?: object,
  role: OperatorRole | null = 'owner',
) =>
  t.request({
    method,
    url,
    payload,
    headers: role === null ? {} : { cookie: await operatorCookie(t, role) },
  });

const approve = (id: number) => operator('POST', `/api/operator/documents/${id}/approve`);
const reject = (id: number, reason = 'The photo is too blurry to read.') =>
  operator('POST', `/api/operator/documents/${id}/reject`, { reason });

const documentRows = (userId: number) =>
  t.deps.db.select().from(verificationDocuments).where(eq(verificationDocuments.userId, userId));

/** The operator's thresholds (the `withdrawal_verification` config row). */
const setThresholds = (thresholds: Record<string, number>) =>
  t.deps.db
    .insert(configEntries)
    .values({ name: 'withdrawal_verification', value: { thresholds }, updatedAt: t.clock.now })
    .onConflictDoUpdate({ target: configEntries.name, set: { value: { thresholds } } });

async function notificationEvents(userId: number) {
  const rows = await t.deps.db.select().from(notifications).where(eq(notifications.userId, userId));
  return rows.map((row) => row.event).sort();
}

describe('who may call', () => {
  it('answers a guest 401 on every player call, and stores nothing', async () => {
    const before = storage.keys().length;
    for (const family of ['/api', '/api-fe']) {
      const calls: InjectOptions[] = [
        { method: 'GET', url: `${family}/player/documents` },
        {
          method: 'POST',
          url: `${family}/player/documents`,
          ...documentForm('identity', 'a.png', SAMPLE.png()),
        },
        { method: 'GET', url: `${family}/player/documents/1/file` },
        { method: 'DELETE', url: `${family}/player/documents/1` },
        { method: 'GET', url: `${family}/player/sow_questionnaire` },
        { method: 'POST', url: `${family}/player/sow_questionnaire`, payload: {} },
      ];
      for (const call of calls)
        expect((await t.request(call)).statusCode, `${call.method} ${call.url}`).toBe(401);
    }
    expect(storage.keys().length).toBe(before);
  });

  it('answers every operator call 401 without the key and 403 with a wrong one', async () => {
    const calls: Array<['GET' | 'POST', string, object?]> = [
      ['GET', '/api/operator/documents'],
      ['GET', '/api/operator/documents/1/file'],
      ['POST', '/api/operator/documents/1/approve'],
      ['POST', '/api/operator/documents/1/reject', { reason: 'Not readable' }],
      ['POST', '/api/operator/players/1/sow_questionnaire', { days: 7 }],
      ['GET', '/api/operator/players/1/sow_questionnaire'],
    ];
    for (const [method, url, body] of calls) {
      expect((await operator(method, url, body, null)).statusCode, url).toBe(401);
      expect((await operator(method, url, body, 'marketing')).statusCode, url).toBe(403);
    }
  });
});

describe('uploads', () => {
  it('keeps a document found by its content to be an image or PDF, pending, under its sanitised name', async () => {
    const p = await player();
    const png = SAMPLE.png();
    // Named and typed as something else by the browser: the content decides.
    const res = await upload(
      p,
      documentForm('identity', '../../etc/Pass port.jpg', png, 'application/x-msdownload'),
    );
    expect(res.statusCode, res.body).toBe(201);
    const document = res.json();
    expect(document).toEqual({
      id: document.id,
      kind: 'identity',
      state: 'pending',
      rejection_reason: null,
      file_name: 'Pass port.png',
      content_type: 'image/png',
      size_bytes: png.length,
      created_at: t.clock.now.toISOString(),
      reviewed_at: null,
    });
    // The newer client's path family is the same call; each format passes.
    for (const [kind, bytes, type] of [
      ['address', SAMPLE.pdf(), 'application/pdf'],
      ['payment_method', SAMPLE.jpeg(), 'image/jpeg'],
      ['payment_method', SAMPLE.webp(), 'image/webp'],
    ] as const) {
      const other = await upload(p, documentForm(kind, 'scan', bytes), '/api-fe/player/documents');
      expect(other.statusCode, other.body).toBe(201);
      expect(other.json().content_type).toBe(type);
    }
    const [row] = (await documentRows(p.user.id)).filter((r) => r.id === document.id);
    expect(row?.sha256).toMatch(/^[0-9a-f]{64}$/);
    expect(row?.storageKey).toMatch(new RegExp(`^${p.user.id}/[0-9a-f-]{36}$`));
    expect(storage.keys()).toContain(row?.storageKey);

    const state = await status(p);
    expect(state.verified).toBe(false);
    expect(state.kinds).toEqual([
      { kind: 'identity', state: 'pending', required: true, rejection_reason: null },
      { kind: 'address', state: 'pending', required: true, rejection_reason: null },
      { kind: 'payment_method', state: 'pending', required: false, rejection_reason: null },
    ]);
    expect(state.documents.map((d) => d.id)[3]).toBe(document.id);
    expect(state.upload).toEqual({
      max_bytes: 10 * 1024 * 1024,
      content_types: ['image/jpeg', 'image/png', 'image/webp', 'application/pdf'],
      pending_limit: 10,
    });
  });

  it('refuses bad files and bad forms with a field message, keeping nothing', async () => {
    const p = await player();
    useVerificationSettings(t.deps, { maxFileBytes: 64 * 1024 });
    try {
      const before = storage.keys().length;
      const cases: Array<[string, ReturnType<typeof multipart>, Record<string, string[]>]> = [
        [
          'a renamed ELF',
          documentForm('identity', 'photo.jpg', SAMPLE.elf(), 'image/jpeg'),
          { file: ['verification.file_type'] },
        ],
        [
          'a renamed EXE',
          documentForm('identity', 'photo.jpg', SAMPLE.exe(), 'image/jpeg'),
          { file: ['verification.file_type'] },
        ],
        [
          'a renamed zip',
          documentForm('address', 'bill.pdf', SAMPLE.zip(), 'application/pdf'),
          { file: ['verification.file_type'] },
        ],
        ['HTML', documentForm('address', 'bill.png', SAMPLE.html()), { file: ['verification.file_type'] }],
        [
          'an empty file',
          documentForm('identity', 'empty.png', Buffer.alloc(0)),
          { file: ['verification.file_empty'] },
        ],
        [
          'a file too large',
          documentForm('identity', 'big.png', Buffer.concat([SAMPLE.png(), Buffer.alloc(64 * 1024)])),
          { file: ['verification.file_too_large'] },
        ],
        [
          'no kind',
          multipart([{ name: 'file', file: { name: 'a.png', bytes: SAMPLE.png() } }]),
          { kind: ['validation.required'] },
        ],
        [
          'an unknown kind',
          documentForm('selfie', 'a.png', SAMPLE.png()),
          { kind: ['validation.invalid_value'] },
        ],
        ['no file', multipart([{ name: 'kind', value: 'identity' }]), { file: ['validation.required'] }],
        [
          'two files',
          multipart([
            { name: 'kind', value: 'identity' },
            { name: 'file', file: { name: 'a.png', bytes: SAMPLE.png() } },
            { name: 'file', file: { name: 'b.png', bytes: SAMPLE.png() } },
          ]),
          { file: ['verification.one_file'] },
        ],
        [
          'a broken form',
          {
            payload: Buffer.from('--x\r\nContent-Disposition: form-data; name="kind"\r\n\r\nidentity'),
            headers: { 'content-type': 'multipart/form-data; boundary=x' },
          },
          { file: ['verification.upload_unreadable'] },
        ],
      ];
      for (const [what, form, errors] of cases) {
        const res = await upload(p, form);
        expect(res.statusCode, `${what}: ${res.body}`).toBe(422);
        expect(res.json().errors, what).toEqual(errors);
      }
      const json = await p.call({
        method: 'POST',
        url: '/api/player/documents',
        payload: { kind: 'identity' },
      });
      expect(json.statusCode).toBe(422);
      expect(json.json().errors).toEqual({ kind: ['validation.required'], file: ['validation.required'] });
      expect(await documentRows(p.user.id)).toEqual([]);
      expect(storage.keys().length).toBe(before);
    } finally {
      useVerificationSettings(t.deps, { maxFileBytes: 10 * 1024 * 1024 });
    }
  });

  it('refuses the same file twice while it waits or was approved', async () => {
    const p = await player();
    const bytes = SAMPLE.pdf();
    await uploaded(p, 'address', bytes, 'bill.pdf');
    const again = await upload(p, documentForm('address', 'bill-again.pdf', bytes));
    expect(again.statusCode).toBe(422);
    expect(again.json().errors).toEqual({ file: ['verification.file_duplicate'] });
    expect(await documentRows(p.user.id)).toHaveLength(1);
  });

  it('keeps at most the pending limit, however many uploads race', async () => {
    const p = await player();
    useVerificationSettings(t.deps, { pendingLimit: 3 });
    try {
      await uploaded(p);
      const before = storage.keys().length;
      const answers = await Promise.all(
        Array.from({ length: 20 }, () =>
          upload(p, documentForm('payment_method', 'card.jpg', SAMPLE.jpeg())),
        ),
      );
      const codes = answers.map((a) => a.statusCode).sort();
      expect(codes.filter((c) => c === 201)).toHaveLength(2);
      expect(codes.filter((c) => c === 422)).toHaveLength(18);
      for (const refused of answers.filter((a) => a.statusCode === 422))
        expect(refused.json().errors).toEqual({ file: ['verification.too_many_pending'] });
      expect(await documentRows(p.user.id)).toHaveLength(3);
      expect(storage.keys().length).toBe(before + 2);
    } finally {
      useVerificationSettings(t.deps, { pendingLimit: 10 });
    }
  });
});

describe('files', () => {
  it('serves a player their own file as an attachment of its detected type, and nobody else’s', async () => {
    const owner = await player();
    const bytes = SAMPLE.pdf();
    const document = await uploaded(owner, 'address', bytes, 'Stromrechnung März.pdf');
    for (const family of ['/api', '/api-fe']) {
      const res = await owner.call({ method: 'GET', url: `${family}/player/documents/${document.id}/file` });
      expect(res.statusCode).toBe(200);
      expect(res.rawPayload.equals(bytes)).toBe(true);
      expect(res.headers['content-type']).toBe('application/pdf');
      expect(res.headers['content-disposition']).toBe(
        'attachment; filename="Stromrechnung M_rz.pdf"; filename*=UTF-8\'\'Stromrechnung%20M%C3%A4rz.pdf',
      );
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['cache-control']).toBe('private, no-store');
      expect(res.headers['content-security-policy']).toBe("default-src 'none'; sandbox");
    }
    const stranger = await player();
    const theirs = await stranger.call({ method: 'GET', url: `/api/player/documents/${document.id}/file` });
    expect(theirs.statusCode).toBe(404);
    expect(theirs.body).not.toContain('PDF');
    expect(
      (await owner.call({ method: 'GET', url: '/api/player/documents/2000000000/file' })).statusCode,
    ).toBe(404);
    expect((await owner.call({ method: 'GET', url: '/api/player/documents/abc/file' })).statusCode).toBe(400);

    const viaOperator = await operator('GET', `/api/operator/documents/${document.id}/file`);
    expect(viaOperator.statusCode).toBe(200);
    expect(viaOperator.rawPayload.equals(bytes)).toBe(true);
    expect(viaOperator.headers['content-disposition']).toMatch(/^attachment;/);
    expect((await operator('GET', '/api/operator/documents/2000000000/file')).statusCode).toBe(404);
  });

  it('lets a player take back a pending document (file and all), not a reviewed one or another’s', async () => {
    const p = await player();
    const pending = await uploaded(p);
    const [row] = await documentRows(p.user.id);
    const stranger = await player();
    expect(
      (await stranger.call({ method: 'DELETE', url: `/api/player/documents/${pending.id}` })).statusCode,
    ).toBe(404);
    const deleted = await p.call({ method: 'DELETE', url: `/api-fe/player/documents/${pending.id}` });
    expect(deleted.statusCode).toBe(204);
    expect(await documentRows(p.user.id)).toEqual([]);
    expect(storage.keys()).not.toContain(row?.storageKey);
    expect((await p.call({ method: 'DELETE', url: `/api/player/documents/${pending.id}` })).statusCode).toBe(
      404,
    );

    const reviewed = await uploaded(p, 'address', SAMPLE.pdf(), 'bill.pdf');
    expect((await approve(reviewed.id)).statusCode).toBe(200);
    const refused = await p.call({ method: 'DELETE', url: `/api/player/documents/${reviewed.id}` });
    expect(refused.statusCode).toBe(409);
    expect(await documentRows(p.user.id)).toHaveLength(1);
  });
  it('a pending document taken back while operators approve it is either approved or gone, never half', async () => {
    const p = await player();
    const document = await uploaded(p);
    const [row] = await documentRows(p.user.id);
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        i % 2 === 0
          ? approve(document.id)
          : p.call({ method: 'DELETE', url: `/api/player/documents/${document.id}` }),
      ),
    );
    const rows = await documentRows(p.user.id);
    const codes = answers.map((a) => a.statusCode);
    if (rows.length === 0) {
      expect(storage.keys()).not.toContain(row?.storageKey);
      expect(codes.filter((c) => c === 204)).toHaveLength(1);
    } else {
      expect(rows[0]?.state).toBe('approved');
      expect(storage.keys()).toContain(row?.storageKey);
      expect(codes.filter((c) => c === 204)).toEqual([]);
    }
    for (const code of codes) expect([200, 204, 404, 409]).toContain(code);
  });
});

describe('review', () => {
  it('lists documents to review oldest first, by state and player, a page at a time', async () => {
    const p = await player();
    const first = await uploaded(p);
    const second = await uploaded(p, 'address', SAMPLE.pdf(), 'bill.pdf');
    await reject(second.id);
    const pending = await operator('GET', `/api/operator/documents?state=pending&user_id=${p.user.id}`);
    expect(pending.statusCode).toBe(200);
    expect(pending.json()).toEqual({
      documents: [
        {
          ...first,
          user_id: p.user.id,
          sha256: pending.json().documents[0].sha256,
          user_email: p.user.email,
        },
      ],
      total: 1,
      page: 1,
      per_page: 20,
    });
    const paged = await operator('GET', `/api/operator/documents?user_id=${p.user.id}&per_page=1&page=2`);
    expect(paged.json().documents.map((d: { id: number }) => d.id)).toEqual([second.id]);
    expect(paged.json().total).toBe(2);
    for (const query of ['state=lost', 'per_page=1000', 'page=0', 'user_id=-1']) {
      const bad = await operator('GET', `/api/operator/documents?${query}`);
      expect(bad.statusCode, query).toBe(400);
    }
  });

  it('sorts by id, upload time or player both ways, stable across pages; other sorts 400', async () => {
    const p = await player();
    const q = await player();
    const first = await uploaded(p);
    const second = await uploaded(q);
    const third = await uploaded(p, 'address', SAMPLE.pdf(), 'bill.pdf');
    const ids = async (query: string) => {
      const res = await operator('GET', `/api/operator/documents?state=pending&${query}`);
      expect(res.statusCode, `${query}: ${res.body}`).toBe(200);
      const mine = new Set([first.id, second.id, third.id]);
      return res
        .json()
        .documents.map((d: { id: number }) => d.id)
        .filter((id: number) => mine.has(id));
    };
    expect(await ids('per_page=100')).toEqual([first.id, second.id, third.id]);
    expect(await ids('per_page=100&sort=-id')).toEqual([third.id, second.id, first.id]);
    expect(await ids('per_page=100&sort=-created_at')).toEqual([third.id, second.id, first.id]);
    const byPlayer = await ids(`per_page=100&sort=user_id&user_id=${p.user.id}`);
    expect(byPlayer).toEqual([first.id, third.id]);
    const paged = [
      ...(await ids(`sort=-user_id&user_id=${p.user.id}&per_page=1&page=1`)),
      ...(await ids(`sort=-user_id&user_id=${p.user.id}&per_page=1&page=2`)),
    ];
    expect(paged).toEqual([third.id, first.id]);
    for (const sort of ['kind', 'state', '-', 'id,kind']) {
      const bad = await operator('GET', `/api/operator/documents?sort=${encodeURIComponent(sort)}`);
      expect(bad.statusCode, sort).toBe(400);
    }
  });

  it('exports the documents of the filters as CSV (logged), to roles that may read them', async () => {
    const p = await player();
    const first = await uploaded(p);
    const second = await uploaded(p, 'address', SAMPLE.pdf(), 'bill.pdf');
    await reject(second.id);
    const url = `/api/operator/documents.csv?user_id=${p.user.id}&sort=-id`;
    expect((await operator('GET', url, undefined, null)).statusCode).toBe(401);
    expect((await operator('GET', url, undefined, 'marketing')).statusCode).toBe(403);
    const csv = await operator('GET', url);
    expect(csv.statusCode, csv.body).toBe(200);
    expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(csv.headers['content-disposition']).toContain('orbit-documents.csv');
    const [header, ...rows] = csv.body.trimEnd().split('\r\n');
    expect(header).toBe(
      'id,created_at,player_id,player_email,kind,state,rejection_reason,file_name,content_type,size_bytes,sha256,reviewed_at',
    );
    expect(rows.map((row) => Number(row.split(',')[0]))).toEqual([second.id, first.id]);
    expect(rows[0]).toContain(
      `,${p.user.id},${p.user.email},address,rejected,The photo is too blurry to read.,bill.pdf,application/pdf,`,
    );
    const pendingOnly = await operator(
      'GET',
      `/api/operator/documents.csv?user_id=${p.user.id}&state=pending`,
    );
    expect(pendingOnly.body.trimEnd().split('\r\n')).toHaveLength(2);
    expect((await operator('GET', '/api/operator/documents.csv?sort=kind')).statusCode).toBe(400);
    const audit = await operator('GET', '/api/operator/audit?action=documents.csv&outcome=done');
    expect(audit.json().entries[0]).toMatchObject({
      action: 'GET /api/operator/documents.csv',
      outcome: 'done',
    });
  });

  it('makes the player verified once an identity and an address document are approved, and tells them', async () => {
    const p = await player();
    const identity = await uploaded(p);
    const address = await uploaded(p, 'address', SAMPLE.pdf(), 'bill.pdf');
    const first = await approve(identity.id);
    expect(first.statusCode).toBe(200);
    expect(first.json().verified).toBe(false);
    expect(first.json().document.state).toBe('approved');
    expect(first.json().document.reviewed_at).toBe(t.clock.now.toISOString());
    const player_ = async () => (await p.call({ method: 'GET', url: '/api/player' })).json();
    expect((await player_()).verified).toBe(false);
    const second = await approve(address.id);
    expect(second.json().verified).toBe(true);
    expect((await player_()).verified).toBe(true);
    expect((await status(p)).verified).toBe(true);
    await vi.waitFor(async () =>
      expect(await notificationEvents(p.user.id)).toEqual(['document_approved', 'document_approved']),
    );
    const list = (
      await p.call({ method: 'GET', url: '/api/notifications?locale=de' })
    ).json() as NotificationList;
    expect(list.notifications.map((n) => n.text)).toEqual([
      'Dein Adressnachweis wurde bestätigt.',
      'Dein Ausweisdokument wurde bestätigt.',
    ]);
    expect(list.notifications[0]?.content.button).toEqual({
      title: 'Verifizierung öffnen',
      path: '/profile/verification',
    });
    // A later rejection does not take it back.
    const again = await uploaded(p, 'identity', SAMPLE.jpeg(), 'new-id.jpg');
    expect((await reject(again.id)).json().verified).toBe(true);
  });

  it('approvals of both documents at once still make the player verified', async () => {
    const p = await player();
    const ids = [(await uploaded(p)).id, (await uploaded(p, 'address', SAMPLE.pdf(), 'bill.pdf')).id];
    const answers = await Promise.all(ids.map((id) => approve(id)));
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200]);
    expect((await status(p)).verified).toBe(true);
  });

  it('rejects with the reason the player reads; the reason is required', async () => {
    const p = await player();
    const document = await uploaded(p);
    for (const body of [{}, { reason: '' }, { reason: '  a ' }, { reason: 'x'.repeat(501) }]) {
      const bad = await operator('POST', `/api/operator/documents/${document.id}/reject`, body);
      expect(bad.statusCode, JSON.stringify(body)).toBe(422);
      expect(Object.keys(bad.json().errors)).toEqual(['reason']);
    }
    expect((await status(p)).kinds[0]?.state).toBe('pending');
    const res = await reject(document.id, '  The photo is too blurry to read.  ');
    expect(res.statusCode).toBe(200);
    expect(res.json().document.rejection_reason).toBe('The photo is too blurry to read.');
    expect((await status(p)).kinds[0]).toEqual({
      kind: 'identity',
      state: 'rejected',
      required: true,
      rejection_reason: 'The photo is too blurry to read.',
    });
    await vi.waitFor(async () => expect(await notificationEvents(p.user.id)).toEqual(['document_rejected']));
  });

  it('decides a document once, however many decisions race; a repeat is answered, a change refused', async () => {
    const p = await player();
    const document = await uploaded(p);
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) => (i % 2 === 0 ? approve(document.id) : reject(document.id))),
    );
    const [row] = await documentRows(p.user.id);
    const winner = row?.state;
    expect(['approved', 'rejected']).toContain(winner);
    for (const [i, answer] of answers.entries()) {
      const same = (i % 2 === 0 ? 'approved' : 'rejected') === winner;
      expect(answer.statusCode, answer.body).toBe(same ? 200 : 409);
      if (same) expect(answer.json().document.reviewed_at).toBe(row?.reviewedAt?.toISOString());
    }
    await vi.waitFor(async () => expect(await notificationEvents(p.user.id)).toHaveLength(1));
    expect((await approve(2_000_000_000)).statusCode).toBe(404);
    expect((await operator('POST', '/api/operator/documents/x/approve')).statusCode).toBe(400);
  });
});

describe('source-of-wealth questionnaire', () => {
  const answers = {
    employment_status: 'employed',
    occupation: 'Engineer',
    annual_income: '50k_100k',
    sources: ['salary', 'savings'],
  };

  it('is answered once an operator asks for it, by the deadline shown on the player', async () => {
    const p = await player();
    const get = async () => (await p.call({ method: 'GET', url: '/api/player/sow_questionnaire' })).json();
    expect(await get()).toEqual({ due: false, expires_at: null, submitted_at: null, answers: null });
    const early = await p.call({ method: 'POST', url: '/api/player/sow_questionnaire', payload: answers });
    expect(early.statusCode).toBe(422);
    expect(early.json().errors).toEqual({ base: ['verification.sow_not_requested'] });

    for (const days of [0, 91, 'soon']) {
      const bad = await operator('POST', `/api/operator/players/${p.user.id}/sow_questionnaire`, { days });
      expect(bad.statusCode).toBe(422);
    }
    expect(
      (await operator('POST', '/api/operator/players/2000000000/sow_questionnaire', {})).statusCode,
    ).toBe(404);
    const asked = await operator('POST', `/api/operator/players/${p.user.id}/sow_questionnaire`, { days: 7 });
    expect(asked.statusCode).toBe(200);
    const until = new Date(t.clock.now.getTime() + 7 * 24 * 3_600_000).toISOString();
    expect(asked.json()).toEqual({ user_id: p.user.id, sow_questionnaire_expires_at: until });
    expect((await p.call({ method: 'GET', url: '/api/player' })).json().sow_questionnaire_expires_at).toBe(
      until,
    );
    expect((await status(p)).sow_questionnaire_expires_at).toBe(until);
    expect(await get()).toEqual({ due: true, expires_at: until, submitted_at: null, answers: null });
    await vi.waitFor(async () => expect(await notificationEvents(p.user.id)).toEqual(['sow_requested']));

    const badBodies: Array<[object, string]> = [
      [{ ...answers, occupation: undefined }, 'occupation'],
      [{ ...answers, sources: [] }, 'sources'],
      [{ ...answers, sources: ['salary', 'salary'] }, 'sources'],
      [{ ...answers, sources: ['other'] }, 'details'],
      [{ ...answers, employment_status: 'astronaut' }, 'employment_status'],
      [{ ...answers, annual_income: 1_000_000 }, 'annual_income'],
      [{ ...answers, details: 'x'.repeat(1001) }, 'details'],
    ];
    for (const [body, field] of badBodies) {
      const bad = await p.call({ method: 'POST', url: '/api-fe/player/sow_questionnaire', payload: body });
      expect(bad.statusCode, JSON.stringify(body)).toBe(422);
      expect(Object.keys(bad.json().errors), JSON.stringify(body)).toEqual([field]);
    }
    const answered = await p.call({ method: 'POST', url: '/api/player/sow_questionnaire', payload: answers });
    expect(answered.statusCode, answered.body).toBe(200);
    expect(answered.json()).toEqual({
      due: false,
      expires_at: null,
      submitted_at: t.clock.now.toISOString(),
      answers,
    });
    expect(
      (await p.call({ method: 'GET', url: '/api/player' })).json().sow_questionnaire_expires_at,
    ).toBeNull();
    const seen = await operator('GET', `/api/operator/players/${p.user.id}/sow_questionnaire`);
    expect(seen.json().answers).toEqual(answers);
    // Answered once: a second answer finds none asked.
    const twice = await p.call({ method: 'POST', url: '/api/player/sow_questionnaire', payload: answers });
    expect(twice.statusCode).toBe(422);
  });
});

describe('withdrawals above the threshold', () => {
  const THRESHOLD = DEFAULT_WITHDRAWAL_THRESHOLDS.CAD!;
  async function funded(overrides: Record<string, unknown> = {}) {
    const p = await player(overrides);
    await creditPlayer(t.deps, {
      userId: p.user.id,
      currency: 'CAD',
      amountCents: 1_000_000,
      kind: 'adjustment',
      idempotencyKey: uid('fund'),
    });
    return p;
  }
  const withdraw = (p: Player, amount: number) =>
    p.call({
      method: 'POST',
      url: '/api/payments/withdrawals',
      payload: { method_id: 'skrill', amount_cents: amount, currency: 'CAD', email: 'ada@example.com' },
    });
  const moves = async (userId: number) =>
    (await t.deps.db.select().from(walletTransactions).where(eq(walletTransactions.userId, userId))).length;

  it('asks an unverified player for verification first, moving no money; up to the threshold passes', async () => {
    const p = await funded();
    const before = await moves(p.user.id);
    const refused = await withdraw(p, THRESHOLD + 1);
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors).toEqual({ amount_cents: ['payments.verification_required'] });
    expect(await moves(p.user.id)).toBe(before);
    expect((await withdraw(p, THRESHOLD)).statusCode).toBe(201);
  });

  it('lets a verified player withdraw more, and follows the operator’s own thresholds', async () => {
    const verified = await funded({ verified: true });
    expect((await withdraw(verified, THRESHOLD + 1)).statusCode).toBe(201);
    await setThresholds({ CAD: 5_000 });
    try {
      const p = await funded();
      expect((await withdraw(p, 5_001)).json().errors).toEqual({
        amount_cents: ['payments.verification_required'],
      });
      expect((await withdraw(p, 5_000)).statusCode).toBe(201);
    } finally {
      await setThresholds({});
    }
  });

  it('holds every withdrawal while a questionnaire is past its deadline', async () => {
    const p = await funded({ verified: true });
    await operator('POST', `/api/operator/players/${p.user.id}/sow_questionnaire`, { days: 1 });
    expect((await withdraw(p, 5_000)).statusCode).toBe(201);
    // The deadline passes (moved, not waited for: the session would not outlive a day).
    await t.deps.db
      .update(users)
      .set({ sowQuestionnaireExpiresAt: new Date(t.clock.now.getTime() - 1) })
      .where(eq(users.id, p.user.id));
    const held = await withdraw(p, 5_000);
    expect(held.json().errors).toEqual({ amount_cents: ['payments.sow_questionnaire_overdue'] });
    const answered = await p.call({
      method: 'POST',
      url: '/api/player/sow_questionnaire',
      payload: { employment_status: 'retired', annual_income: 'under_25k', sources: ['pension'] },
    });
    expect(answered.statusCode, answered.body).toBe(200);
    expect((await withdraw(p, 5_000)).statusCode).toBe(201);
  });
});

describe('rate limit', () => {
  it('limits a player’s uploads an hour', async () => {
    const limited = await startTestApp({ config: { rateLimitEnabled: true } });
    try {
      useDocumentStorage(limited.deps, inspectableStorage());
      useVerificationSettings(limited.deps, { uploadsPerHour: 2 });
      const p = await createSignedInPlayer(limited);
      const send = () =>
        limited.request({
          method: 'POST',
          url: '/api/player/documents',
          cookie: p.cookie,
          ...documentForm('identity', 'a.png', SAMPLE.png()),
        });
      expect((await send()).statusCode).toBe(201);
      expect((await send()).statusCode).toBe(201);
      expect((await send()).statusCode).toBe(429);
    } finally {
      await limited.close();
    }
  });
});
