import { z } from 'zod';
import { DISPLAY_NAME_MAX, EmailSchema } from './accounts/auth';

// Issue 23, decision note 091: a merchant's people and what each role may do. One table, read
// by the server (every route declares the permission it needs) and by the web (which hides what
// the signed-in member's role cannot do).

export const ROLES = ['owner', 'manager', 'cashier', 'accountant', 'developer'] as const;
export const RoleSchema = z.enum(ROLES);
export type Role = z.infer<typeof RoleSchema>;

/** The roles an owner may give by invitation or change; ownership moves only by a transfer. */
export const ASSIGNABLE_ROLES = ['manager', 'cashier', 'accountant', 'developer'] as const;
export const AssignableRoleSchema = z.enum(ASSIGNABLE_ROLES);
export type AssignableRole = z.infer<typeof AssignableRoleSchema>;

/**
 * What a route may need. `payments.readOwnToday` is the cashier's narrow view: the requests and
 * sales they made since the start of the merchant's day.
 */
export const PERMISSIONS = [
  'payments.create',
  'payments.read',
  'payments.readOwnToday',
  'payments.manage',
  'pos.sell',
  'pos.manage',
  'invoices.read',
  'invoices.write',
  'recurring.read',
  'recurring.write',
  'links.manage',
  'transactions.read',
  'transactions.export',
  'refunds.write',
  'stats.read',
  'assistant.use',
  'wallets.read',
  'wallets.write',
  'settings.read',
  'settings.write',
  'fiscal.read',
  'fiscal.write',
  'billing.read',
  'billing.manage',
  'members.read',
  'members.manage',
  'developer.manage',
  'audit.read',
] as const;
export const PermissionSchema = z.enum(PERMISSIONS);
export type Permission = z.infer<typeof PermissionSchema>;

const everything: readonly Permission[] = PERMISSIONS.filter(
  (permission) => permission !== 'payments.readOwnToday',
);

/** SPEC issue 23's roles, permission by permission. */
export const ROLE_PERMISSIONS: Readonly<Record<Role, readonly Permission[]>> = {
  owner: everything,
  manager: [
    'payments.create',
    'payments.read',
    'payments.manage',
    'pos.sell',
    'pos.manage',
    'invoices.read',
    'invoices.write',
    'recurring.read',
    'recurring.write',
    'links.manage',
    'transactions.read',
    'transactions.export',
    'refunds.write',
    'stats.read',
    'assistant.use',
    'wallets.read',
    'settings.read',
    'settings.write',
    'fiscal.read',
    'members.read',
  ],
  // Wallets are read to pick where a request is paid; their addresses show on every pay page.
  cashier: ['payments.create', 'payments.readOwnToday', 'pos.sell', 'wallets.read'],
  accountant: [
    'payments.read',
    'invoices.read',
    'recurring.read',
    'transactions.read',
    'transactions.export',
    'stats.read',
    'wallets.read',
    'settings.read',
    'fiscal.read',
    'billing.read',
  ],
  developer: ['payments.read', 'transactions.read', 'wallets.read', 'developer.manage'],
};

export function can(role: Role, permission: Permission): boolean {
  return ROLE_PERMISSIONS[role].includes(permission);
}

/** Whether `role` holds any of `permissions` (a route open to several views of one thing). */
export function canAny(role: Role, permissions: readonly Permission[]): boolean {
  return permissions.some((permission) => can(role, permission));
}

/** A plan's member limit: null is no limit. */
export const MEMBER_LIMIT_MAX = 1_000;
export const MemberLimitSchema = z.number().int().min(1).max(MEMBER_LIMIT_MAX).nullable();

/** An invitation's link works this long. */
export const INVITATION_TTL_DAYS = 7;

export const MemberSchema = z.object({
  userId: z.uuid(),
  email: z.string(),
  displayName: z.string(),
  role: RoleSchema,
  twoFactorEnabled: z.boolean(),
  joinedAt: z.iso.datetime(),
});
export type Member = z.infer<typeof MemberSchema>;

export const InvitationSchema = z.object({
  id: z.uuid(),
  email: z.string(),
  role: AssignableRoleSchema,
  invitedBy: z.string(),
  createdAt: z.iso.datetime(),
  expiresAt: z.iso.datetime(),
});
export type Invitation = z.infer<typeof InvitationSchema>;

export const TeamSchema = z.object({
  members: z.array(MemberSchema),
  invitations: z.array(InvitationSchema),
  /** The plan's limit (members and open invitations together); null: no limit. */
  memberLimit: z.number().int().nullable(),
  requireTwoFactor: z.boolean(),
});
export type Team = z.infer<typeof TeamSchema>;

export const InviteMemberInputSchema = z.strictObject({
  email: EmailSchema,
  role: AssignableRoleSchema,
});
export type InviteMemberInput = z.infer<typeof InviteMemberInputSchema>;

export const ChangeRoleInputSchema = z.strictObject({ role: AssignableRoleSchema });
export const MemberParamsSchema = z.object({ userId: z.uuid() });
export const InvitationParamsSchema = z.object({ id: z.uuid() });
export const TransferOwnershipInputSchema = z.strictObject({ userId: z.uuid() });
export const TeamSettingsInputSchema = z.strictObject({ requireTwoFactor: z.boolean() });

/** 256 random bits, base64url: what an invitation link carries. */
export const InvitationTokenSchema = z.string().regex(/^[A-Za-z0-9_-]{43}$/, 'invitationInvalid');

/** What the invitation page shows before the person joins (no session needed). */
export const InvitationPreviewSchema = z.object({
  merchantName: z.string().max(DISPLAY_NAME_MAX),
  email: z.string(),
  role: AssignableRoleSchema,
  expiresAt: z.iso.datetime(),
});
export type InvitationPreview = z.infer<typeof InvitationPreviewSchema>;
export const AcceptInvitationInputSchema = z.strictObject({ token: InvitationTokenSchema });

/** A merchant the signed-in person belongs to, for the header's switcher. */
export const MembershipSchema = z.object({
  merchantId: z.uuid(),
  merchantName: z.string(),
  role: RoleSchema,
});
export type Membership = z.infer<typeof MembershipSchema>;

/** Who the session acts as: the active merchant, the role there and what it permits. */
export const ActiveMembershipSchema = MembershipSchema.extend({
  permissions: z.array(PermissionSchema),
  memberships: z.array(MembershipSchema),
  /**
   * The merchant requires two-factor of every member and this person has none: every route
   * acting for the merchant answers 403 twoFactorSetupRequired until they turn it on.
   */
  twoFactorSetupRequired: z.boolean(),
});
export type ActiveMembership = z.infer<typeof ActiveMembershipSchema>;
export const SwitchMerchantInputSchema = z.strictObject({ merchantId: z.uuid() });

/** What the merchant's own audit log records (member changes and sensitive actions). */
export const MERCHANT_AUDIT_ACTIONS = [
  'member.invited',
  'member.invitationRevoked',
  'member.joined',
  'member.roleChanged',
  'member.removed',
  'member.left',
  'member.ownershipTransferred',
  'team.twoFactorRequired',
  'team.twoFactorOptional',
  'wallet.added',
  'wallet.changed',
  'wallet.removed',
  'apiKey.created',
  'apiKey.revoked',
  'webhook.created',
  'webhook.changed',
  'webhook.secretRotated',
  'webhook.deleted',
  'fiscal.changed',
  'plan.upgradeStarted',
  'plan.downgraded',
  'plan.downgradeScheduled',
  'plan.downgradeCancelled',
  'invoice.voided',
] as const;
export const MerchantAuditActionSchema = z.enum(MERCHANT_AUDIT_ACTIONS);
export type MerchantAuditAction = z.infer<typeof MerchantAuditActionSchema>;

export const MerchantAuditEntrySchema = z.object({
  id: z.uuid(),
  action: MerchantAuditActionSchema,
  /** The member's email, kept as it was when they acted. */
  actor: z.string().nullable(),
  /** The member's name now, while their account exists. */
  actorName: z.string().nullable(),
  /** The person or thing acted on, as shown (an email, a role). */
  subject: z.string().nullable(),
  details: z.record(z.string(), z.string()),
  createdAt: z.iso.datetime(),
});
export type MerchantAuditEntry = z.infer<typeof MerchantAuditEntrySchema>;
export const MerchantAuditPageSchema = z.object({ entries: z.array(MerchantAuditEntrySchema) });
