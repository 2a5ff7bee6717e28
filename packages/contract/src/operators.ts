import { z } from 'zod';
import { OperatorPageNumber, OperatorPageSize, operatorSort } from './operator-paging.ts';

/**
 * The back office's people (operators, apart from players), what each role may do, and the audit
 * log of what they did. Least privilege: a role holds only the permissions its work needs, and
 * every operator endpoint names the one permission it requires.
 */
export const OPERATOR_ROLES = [
  'owner',
  'support',
  'payments',
  'marketing',
  'compliance',
  'read_only',
] as const;
export const OperatorRole = z.enum(OPERATOR_ROLES, 'validation.invalid_value');
export type OperatorRole = z.infer<typeof OperatorRole>;

export const OPERATOR_PERMISSIONS = [
  /** Create operators, change their roles, disable them, send a new setup link. */
  'operators.manage',
  /** Read and export the audit log. */
  'audit.read',
  'players.read',
  /** Block and unblock, notes, groups. */
  'players.write',
  /** Manual balance adjustments through the wallet (four-eyes above the configured amount). */
  'players.adjust',
  'payments.read',
  /** Approve or decline a withdrawal under review. */
  'payments.review',
  'verification.read',
  /** Approve or reject documents, ask for the source-of-wealth questionnaire. */
  'verification.review',
  'games.read',
  'games.write',
  'promotions.read',
  'promotions.write',
  'content.read',
  /** CMS pages and snippets, the front-end configs, hosts and mirrors. */
  'content.write',
  'support.read',
  /** Answer chats and contact messages, send notifications. */
  'support.write',
  'reports.read',
] as const;
export const OperatorPermission = z.enum(OPERATOR_PERMISSIONS);
export type OperatorPermission = z.infer<typeof OperatorPermission>;

const READS = OPERATOR_PERMISSIONS.filter((p) => p.endsWith('.read') && p !== 'audit.read');

/** What each role may do. The owner may do everything; read-only sees everything but the audit log. */
export const ROLE_PERMISSIONS: Readonly<Record<OperatorRole, readonly OperatorPermission[]>> = {
  owner: OPERATOR_PERMISSIONS,
  support: [
    'players.read',
    'players.write',
    'payments.read',
    'verification.read',
    'games.read',
    'promotions.read',
    'content.read',
    'support.read',
    'support.write',
  ],
  payments: [
    'players.read',
    'players.adjust',
    'payments.read',
    'payments.review',
    'verification.read',
    'reports.read',
  ],
  marketing: [
    'players.read',
    'games.read',
    'games.write',
    'promotions.read',
    'promotions.write',
    'content.read',
    'content.write',
    'reports.read',
  ],
  compliance: [
    'audit.read',
    'players.read',
    'players.write',
    'payments.read',
    'verification.read',
    'verification.review',
    'reports.read',
  ],
  read_only: READS,
};

export const roleMay = (role: OperatorRole, permission: OperatorPermission) =>
  ROLE_PERMISSIONS[role].includes(permission);

/** An operator's password: longer than a player's, since it guards every player's money. */
export const OPERATOR_PASSWORD_MIN_LENGTH = 12;
const OperatorPassword = z
  .string('validation.required')
  .min(OPERATOR_PASSWORD_MIN_LENGTH, 'validation.too_short')
  .max(200, 'validation.too_long');
const Otp = z.string('validation.required').regex(/^\d{6}$/, 'auth.invalid_otp');
const Email = z.email('validation.invalid_format').max(200, 'validation.too_long');

/** `POST /api/admin/session`: all three at once, so a wrong answer never tells which part was wrong. */
export const OperatorSignInBody = z.strictObject({
  email: z.string('validation.required').min(1, 'validation.required').max(200, 'validation.too_long'),
  password: z.string('validation.required').min(1, 'validation.required').max(200, 'validation.too_long'),
  otp: z.string('validation.required').min(1, 'validation.required').max(10, 'validation.too_long'),
});
export type OperatorSignInBody = z.infer<typeof OperatorSignInBody>;

/** The signed-in operator (`GET /api/admin/session`). */
export const OperatorMe = z.object({
  id: z.number().int(),
  email: z.string(),
  name: z.string(),
  role: OperatorRole,
  permissions: z.array(OperatorPermission),
  /** When this session ends whatever the activity (ISO). */
  expires_at: z.string(),
  /** Minutes of inactivity after which the session ends. */
  idle_minutes: z.number().int(),
});
export type OperatorMe = z.infer<typeof OperatorMe>;

export const OPERATOR_STATUSES = ['invited', 'active', 'disabled'] as const;
export const Operator = z.object({
  id: z.number().int(),
  email: z.string(),
  name: z.string(),
  role: OperatorRole,
  /** invited: the setup link was not used yet. */
  status: z.enum(OPERATOR_STATUSES),
  created_at: z.string(),
  last_sign_in_at: z.string().nullable(),
  locked_until: z.string().nullable(),
});
export type Operator = z.infer<typeof Operator>;

const Name = z
  .string('validation.required')
  .trim()
  .min(1, 'validation.required')
  .max(100, 'validation.too_long');

/** `POST /api/operator/operators` (owner): a new operator gets a setup link, never a password. */
export const OperatorCreateBody = z.strictObject({ email: Email, name: Name, role: OperatorRole });
export type OperatorCreateBody = z.infer<typeof OperatorCreateBody>;

/** `PATCH /api/operator/operators/{id}`. */
export const OperatorUpdateBody = z.strictObject({
  name: Name.optional(),
  role: OperatorRole.optional(),
  disabled: z.boolean('validation.invalid_value').optional(),
});
export type OperatorUpdateBody = z.infer<typeof OperatorUpdateBody>;

/** A setup link: where the operator chooses a password and enrols TOTP. The token is shown once. */
export const OperatorInvite = z.object({
  operator: Operator,
  setup_url: z.string(),
  expires_at: z.string(),
});
export type OperatorInvite = z.infer<typeof OperatorInvite>;

/** `POST /api/admin/setup/lookup`: what the setup page shows for a token. */
export const OperatorSetupTokenBody = z.strictObject({ token: z.string().min(1).max(200) });
export const OperatorSetup = z.object({
  email: z.string(),
  name: z.string(),
  /** The TOTP secret to enrol, and its QR code (a data: URL). */
  otp_secret: z.string(),
  qr: z.string(),
});
export type OperatorSetup = z.infer<typeof OperatorSetup>;

/** `POST /api/admin/setup`: the password chosen and a code proving the authenticator holds the secret. */
export const OperatorSetupBody = z
  .strictObject({
    token: z.string().min(1).max(200),
    password: OperatorPassword,
    password_confirmation: z.string('validation.required'),
    otp: Otp,
  })
  .superRefine((value, ctx) => {
    if (value.password !== value.password_confirmation) {
      ctx.addIssue({
        code: 'custom',
        path: ['password_confirmation'],
        message: 'validation.confirmation_mismatch',
      });
    }
  });
export type OperatorSetupBody = z.infer<typeof OperatorSetupBody>;

// ------------------------------------------------------------------------------------- audit log

export const AUDIT_OUTCOMES = ['done', 'refused', 'failed'] as const;
export const AuditEntry = z.object({
  id: z.number().int(),
  at: z.string(),
  operator: z.object({ id: z.number().int(), email: z.string() }).nullable(),
  /** `METHOD /route/:pattern`. */
  action: z.string(),
  permission: z.string().nullable(),
  /** The route's parameters (`{id: "12"}`). */
  target: z.record(z.string(), z.string()),
  status: z.number().int(),
  /** done: 2xx; refused: the role lacks the permission; failed: any other answer. */
  outcome: z.enum(AUDIT_OUTCOMES),
  /** What the record was before the change, when the endpoint knows it. */
  before: z.unknown().nullable(),
  /** What was asked (the body, secrets masked). */
  request: z.unknown().nullable(),
  /** What the record is after (the answer). */
  after: z.unknown().nullable(),
  ip: z.string().nullable(),
  user_agent: z.string().nullable(),
});
export type AuditEntry = z.infer<typeof AuditEntry>;

/** `GET /api/operator/operators`: every operator, in the order asked (first added first unless asked). */
export const OperatorsQuery = z.strictObject({
  sort: operatorSort(['id', 'name', 'email', 'role', 'last_sign_in_at'] as const).default('id'),
});
export type OperatorsQuery = z.infer<typeof OperatorsQuery>;

export const AuditQuery = z.strictObject({
  page: OperatorPageNumber,
  per_page: OperatorPageSize,
  operator_id: z.coerce.number('validation.integer').int('validation.integer').min(1).optional(),
  outcome: z.enum(AUDIT_OUTCOMES, 'validation.invalid_value').optional(),
  /** Part of the action (`payments`, `PUT /api/operator/config`). */
  action: z.string().max(200, 'validation.too_long').optional(),
  from: z.iso.datetime({ offset: true, message: 'validation.invalid_format' }).optional(),
  to: z.iso.datetime({ offset: true, message: 'validation.invalid_format' }).optional(),
  /** By time (newest first unless asked) or action. */
  sort: operatorSort(['at', 'action'] as const).default('-at'),
});
export type AuditQuery = z.infer<typeof AuditQuery>;

export const AuditPage = z.object({
  entries: z.array(AuditEntry),
  page: z.number().int(),
  per_page: z.number().int(),
  total_count: z.number().int(),
});
export type AuditPage = z.infer<typeof AuditPage>;
