import { z } from 'zod';
import { MemberLimitSchema } from './members';
import {
  AccountTypeSchema,
  DISPLAY_NAME_MAX,
  LoginHistorySchema,
  UserProfileSchema,
  UserStatusSchema,
} from './accounts/auth';
import { FiscalProfileSchema } from './accounts/fiscal';
import { AiNarrativeSchema } from './ai';
import { BillingOverviewSchema, BillingStatusSchema, ChargeKindSchema } from './billing';
import { ChainIdSchema } from './chains';
import { CurrencyIdSchema } from './currencies';
import { AnomalySchema, ConversionSchema, RevenueTrendSchema } from './insights';
import { FiatCurrencySchema } from './money';
import { ANNOUNCEMENT_CONTENT_MAX, ANNOUNCEMENT_TITLE_MAX } from './notifications';
import {
  BillingIntervalSchema,
  FeeBpsSchema,
  PLAN_FEATURES,
  PLAN_NAME_MAX,
  PlanFeatureSchema,
  PlanIdSchema,
  PlanPriceCentsSchema,
  PlanSchema,
} from './plans';
import { TransactionSchema } from './transactions';
import { WalletSchema } from './wallets';

// The admin area's contract (SPEC section 2 "Admin", decision note 043). Every route is under
// /api/admin and answers 403 adminRequired to anyone but an administrator.

export const AdminIdParamsSchema = z.object({ id: z.uuid() });

// ---------------------------------------------------------------- users

export const ADMIN_SEARCH_MAX = 100;
export const ADMIN_PAGE_SIZE_MAX = 100;
export const ADMIN_PAGE_SIZE_DEFAULT = 20;
/** Far beyond any real list; keeps OFFSET arithmetic small. */
export const ADMIN_PAGE_MAX = 10_000;

export const ADMIN_USER_SORTS = ['createdAt', 'email', 'displayName'] as const;
export const AdminUserSortSchema = z.enum(ADMIN_USER_SORTS);
export type AdminUserSort = z.infer<typeof AdminUserSortSchema>;

const pageShape = {
  page: z.coerce.number().int().min(1).max(ADMIN_PAGE_MAX).default(1),
  pageSize: z.coerce
    .number()
    .int()
    .min(1)
    .max(ADMIN_PAGE_SIZE_MAX)
    .default(ADMIN_PAGE_SIZE_DEFAULT),
};

/** GET /api/admin/users: search by email, name or VAT number, filters, sort, pages. */
export const AdminUserQuerySchema = z.object({
  q: z.string().trim().max(ADMIN_SEARCH_MAX).optional(),
  status: UserStatusSchema.optional(),
  plan: PlanIdSchema.optional(),
  accountType: AccountTypeSchema.optional(),
  sort: AdminUserSortSchema.default('createdAt'),
  order: z.enum(['asc', 'desc']).default('desc'),
  ...pageShape,
});
export type AdminUserQuery = z.output<typeof AdminUserQuerySchema>;
export type AdminUserQueryInput = z.input<typeof AdminUserQuerySchema>;

export const AdminUserSummarySchema = z.object({
  id: z.uuid(),
  email: z.string(),
  displayName: z.string(),
  accountType: AccountTypeSchema,
  status: UserStatusSchema,
  plan: PlanIdSchema,
  isAdmin: z.boolean(),
  customFeeBps: FeeBpsSchema.nullable(),
  vatNumber: z.string().nullable(),
  createdAt: z.iso.datetime(),
});
export type AdminUserSummary = z.infer<typeof AdminUserSummarySchema>;

export const AdminUserListSchema = z.object({
  items: z.array(AdminUserSummarySchema),
  total: z.number().int().min(0),
  page: z.number().int().min(1),
  pageSize: z.number().int().min(1),
});
export type AdminUserList = z.infer<typeof AdminUserListSchema>;

/** SPEC's User View: everything about one account an administrator may look at. */
export const AdminUserDetailSchema = z.object({
  profile: UserProfileSchema,
  fiscal: FiscalProfileSchema,
  billing: BillingOverviewSchema,
  wallets: z.array(WalletSchema),
  transactions: z.array(TransactionSchema),
  logins: LoginHistorySchema,
});
export type AdminUserDetail = z.infer<typeof AdminUserDetailSchema>;

/** PATCH /api/admin/users/:id: only the fields given change. customFeeBps null = plan fee. */
export const AdminUserUpdateSchema = z
  .strictObject({
    displayName: z.string().trim().max(DISPLAY_NAME_MAX).optional(),
    accountType: AccountTypeSchema.optional(),
    planId: PlanIdSchema.optional(),
    isAdmin: z.boolean().optional(),
    customFeeBps: FeeBpsSchema.nullable().optional(),
  })
  .refine((input) => Object.keys(input).length > 0, 'nothingToUpdate');
export type AdminUserUpdate = z.infer<typeof AdminUserUpdateSchema>;

/** POST /api/admin/users/:id/status (after the confirmation dialog). */
export const AdminUserStatusInputSchema = z.strictObject({
  status: z.enum(['active', 'suspended']),
});
export type AdminUserStatusInput = z.infer<typeof AdminUserStatusInputSchema>;

// ---------------------------------------------------------------- plans

/** PUT /api/admin/plans/:id: a plan's name, fee, prices and the features it unlocks. */
export const AdminPlanUpdateSchema = z.strictObject({
  name: z.string().trim().min(1).max(PLAN_NAME_MAX),
  feeBps: FeeBpsSchema,
  monthlyCents: PlanPriceCentsSchema,
  yearlyCents: PlanPriceCentsSchema,
  features: z.array(PlanFeatureSchema).max(PLAN_FEATURES.length),
  /** Members one merchant may have (null: no limit); left out, the plan keeps its limit. */
  memberLimit: MemberLimitSchema.optional(),
});
export type AdminPlanUpdate = z.infer<typeof AdminPlanUpdateSchema>;
export const AdminPlanParamsSchema = z.object({ id: PlanIdSchema });
export const AdminPlanListSchema = z.array(PlanSchema);

// ---------------------------------------------------------------- announcements

/** Everyone, or the accounts on one plan. */
export const ANNOUNCEMENT_AUDIENCES = ['all', 'free', 'plus', 'premium'] as const;
export const AnnouncementAudienceSchema = z.enum(ANNOUNCEMENT_AUDIENCES);
export type AnnouncementAudience = z.infer<typeof AnnouncementAudienceSchema>;

export const AdminAnnouncementInputSchema = z.strictObject({
  title: z.string().trim().min(1).max(ANNOUNCEMENT_TITLE_MAX),
  content: z.string().trim().min(1).max(ANNOUNCEMENT_CONTENT_MAX),
  audience: AnnouncementAudienceSchema.default('all'),
  published: z.boolean().default(false),
});
export type AdminAnnouncementInput = z.input<typeof AdminAnnouncementInputSchema>;
export type AdminAnnouncementValues = z.output<typeof AdminAnnouncementInputSchema>;

export const AdminAnnouncementPatchSchema = z
  .strictObject({
    title: z.string().trim().min(1).max(ANNOUNCEMENT_TITLE_MAX).optional(),
    content: z.string().trim().min(1).max(ANNOUNCEMENT_CONTENT_MAX).optional(),
    audience: AnnouncementAudienceSchema.optional(),
    published: z.boolean().optional(),
  })
  .refine((input) => Object.keys(input).length > 0, 'nothingToUpdate');
export type AdminAnnouncementPatch = z.infer<typeof AdminAnnouncementPatchSchema>;

export const AdminAnnouncementSchema = z.object({
  id: z.uuid(),
  title: z.string(),
  content: z.string(),
  audience: AnnouncementAudienceSchema,
  published: z.boolean(),
  createdAt: z.iso.datetime(),
  updatedAt: z.iso.datetime(),
});
export type AdminAnnouncement = z.infer<typeof AdminAnnouncementSchema>;
export const AdminAnnouncementListSchema = z.array(AdminAnnouncementSchema);

// ---------------------------------------------------------------- company settings

export const COMPANY_NAME_MAX = 200;
export const COMPANY_DETAILS_MAX = 500;

/**
 * The platform as a seller: its legal name and details (printed on receipts), the account whose
 * wallets receive plan payments and fee settlements, and which of its wallets do (one per chain).
 */
export const CompanySettingsSchema = z.object({
  companyName: z.string(),
  companyDetails: z.string(),
  platformAccount: z.object({ id: z.uuid(), email: z.string() }).nullable(),
  /** The platform account's wallets; `receiving` marks those payments to the platform go to. */
  wallets: z.array(
    z.object({
      id: z.uuid(),
      name: z.string(),
      chain: ChainIdSchema,
      address: z.string(),
      receiving: z.boolean(),
    }),
  ),
});
export type CompanySettings = z.infer<typeof CompanySettingsSchema>;

export const CompanySettingsInputSchema = z.strictObject({
  companyName: z.string().trim().min(1).max(COMPANY_NAME_MAX),
  companyDetails: z.string().trim().max(COMPANY_DETAILS_MAX),
  /** The platform account; null leaves the platform without one (checkouts answer 409). */
  platformUserId: z.uuid().nullable(),
  /** The platform account's wallets that receive, in the order offered; one per chain. */
  walletIds: z.array(z.uuid()).max(8),
});
export type CompanySettingsInput = z.infer<typeof CompanySettingsInputSchema>;

// ---------------------------------------------------------------- statistics

const CentsPerCurrencySchema = z.array(
  z.object({ currency: FiatCurrencySchema, cents: z.number().int().min(0) }),
);

export const AdminStatsSchema = z.object({
  totalUsers: z.number().int().min(0),
  premiumUsers: z.number().int().min(0),
  /** Completed transactions, per fiat currency (never converted). */
  transactionVolume: CentsPerCurrencySchema,
  /** New accounts per UTC day over the last 30 days, oldest first. */
  userGrowth: z.array(z.object({ day: z.iso.date(), count: z.number().int().min(0) })),
  planDistribution: z.array(z.object({ plan: PlanIdSchema, count: z.number().int().min(0) })),
  /** Paid plan charges, per currency: what the platform received for subscriptions. */
  subscriptionRevenue: CentsPerCurrencySchema,
  openRequests: z.number().int().min(0),
  chains: z.array(
    z.object({
      chain: ChainIdSchema,
      state: z.string(),
      head: z.number().int().nullable(),
      tip: z.number().int().nullable(),
      /** Blocks the watcher is behind the head; null while not watching. */
      lag: z.number().int().nullable(),
      /** The host of the RPC endpoint in use (never its path, which may hold a key). */
      rpcHost: z.string().nullable(),
      watched: z.number().int().min(0),
      /** Each RPC URL's host and head: fresh ones are used first, stale ones after them. */
      rpcUrls: z.array(
        z.object({
          host: z.string(),
          head: z.number().int().nullable(),
          state: z.enum(['fresh', 'stale', 'failing']),
        }),
      ),
      /** What the RPC URLs disagreed on lately, the newest last (decision note 056). */
      disagreements: z.array(
        z.object({
          kind: z.enum(['staleHead', 'blockHash', 'refutedTransfer', 'missedLog']),
          host: z.string(),
          detail: z.string(),
          at: z.iso.datetime(),
          count: z.number().int().min(1),
        }),
      ),
      /**
       * Credits of confirmed payments whose block left the chain in a reorg deeper than the
       * blocks kept: an operator checks each (decision note 055).
       */
      unverifiable: z.array(
        z.object({
          id: z.uuid(),
          paymentId: z.uuid(),
          txHash: z.string(),
          blockNumber: z.number().int(),
          foundAt: z.iso.datetime(),
        }),
      ),
    }),
  ),
  queues: z.array(
    z.object({
      queue: z.string(),
      queued: z.number().int().min(0),
      active: z.number().int().min(0),
      failed: z.number().int().min(0),
    }),
  ),
});
export type AdminStats = z.infer<typeof AdminStatsSchema>;

/** An operator's verdict on a confirmed payment a deep reorg left unverifiable (note 055). */
export const AdminUnverifiableParamsSchema = z.object({ id: z.uuid() });
export const AdminUnverifiableResolveSchema = z.object({
  /** `kept`: the transfer is on the chain after all; `undone`: it is not, take it back. */
  resolution: z.enum(['kept', 'undone']),
});
export type AdminUnverifiableResolution = z.infer<
  typeof AdminUnverifiableResolveSchema
>['resolution'];

/** The days of the growth chart. */
export const USER_GROWTH_DAYS = 30;

// ---------------------------------------------------------------- analytics

/** The windows of GET /api/admin/analytics, in UTC days ending today. */
export const ADMIN_ANALYTICS_PERIODS = [7, 30, 90] as const;
export type AdminAnalyticsPeriod = (typeof ADMIN_ANALYTICS_PERIODS)[number];

export const AdminAnalyticsQuerySchema = z.object({
  days: z.coerce
    .number('invalidPeriod')
    .pipe(z.literal(ADMIN_ANALYTICS_PERIODS, 'invalidPeriod'))
    .default(30),
});
export type AdminAnalyticsQuery = z.output<typeof AdminAnalyticsQuerySchema>;

const countSchema = z.number().int().min(0);

/**
 * The platform's activity over a window, from every merchant's ledger (decision note 061):
 * transactions by status, Completed volume and the fees it accrued per fiat currency, the
 * merchants who were paid, and the Completed sales per UTC day, chain and coin.
 */
export const AdminAnalyticsSchema = z.object({
  days: z.literal(ADMIN_ANALYTICS_PERIODS),
  /** The first and the last UTC day counted. */
  from: z.iso.date(),
  to: z.iso.date(),
  transactions: z.object({ completed: countSchema, pending: countSchema, failed: countSchema }),
  /** Merchants with at least one Completed transaction in the window. */
  paidMerchants: countSchema,
  volume: CentsPerCurrencySchema,
  fees: CentsPerCurrencySchema,
  /** Every day of the window, oldest first, empty days included. */
  daily: z.array(
    z.object({ day: z.iso.date(), completed: countSchema, volume: CentsPerCurrencySchema }),
  ),
  chains: z.array(
    z.object({ chain: ChainIdSchema, completed: countSchema, volume: CentsPerCurrencySchema }),
  ),
  coins: z.array(
    z.object({
      currency: CurrencyIdSchema,
      completed: countSchema,
      volume: CentsPerCurrencySchema,
    }),
  ),
});
export type AdminAnalytics = z.infer<typeof AdminAnalyticsSchema>;

// ---------------------------------------------------------------- audit log

export const AUDIT_ACTIONS = [
  'user.update',
  'user.suspend',
  'user.activate',
  'user.resetTwoFactor',
  'plan.update',
  'announcement.create',
  'announcement.update',
  'announcement.delete',
  'company.update',
  'payment.keepAfterReorg',
  'payment.undoAfterReorg',
] as const;
export const AuditActionSchema = z.enum(AUDIT_ACTIONS);
export type AuditAction = z.infer<typeof AuditActionSchema>;

/** A target is a uuid, a plan id or a setting's name: 64 characters hold any of them. */
export const AUDIT_TARGET_ID_MAX = 64;

export const AuditQuerySchema = z.object({
  action: AuditActionSchema.optional(),
  actorId: z.uuid().optional(),
  targetId: z.string().trim().max(AUDIT_TARGET_ID_MAX).optional(),
  ...pageShape,
});
export type AuditQuery = z.output<typeof AuditQuerySchema>;
export type AuditQueryInput = z.input<typeof AuditQuerySchema>;

const JsonRecordSchema = z.record(z.string(), z.unknown()).nullable();

export const AuditEntrySchema = z.object({
  id: z.uuid(),
  actorId: z.uuid().nullable(),
  actorEmail: z.string(),
  action: AuditActionSchema,
  targetType: z.string(),
  targetId: z.string(),
  before: JsonRecordSchema,
  after: JsonRecordSchema,
  ip: z.string(),
  createdAt: z.iso.datetime(),
});
export type AuditEntry = z.infer<typeof AuditEntrySchema>;

export const AuditListSchema = z.object({
  items: z.array(AuditEntrySchema),
  total: z.number().int().min(0),
  page: z.number().int().min(1),
  pageSize: z.number().int().min(1),
});
export type AuditList = z.infer<typeof AuditListSchema>;

// ---------------------------------------------------------------- AI analyses (issue 13)

// Figures first (decision note 051): each analysis is a deterministic computation shown as is,
// with or without a model; a model may only put those figures into words (`narrative`).

/** The days of activity the user summary reads. */
export const USER_SUMMARY_DAYS = 30;
/** The platform's recent transactions: the last week. */
export const PLATFORM_ANOMALY_DAYS = 7;
/** The most merchants the platform analysis reads, the most recently active first. */
export const PLATFORM_ANOMALY_MERCHANTS_MAX = 200;
/** Paid charges the user summary lists. */
export const RECENT_CHARGES_MAX = 5;

export const AdminUserFiguresSchema = z.object({
  days: z.literal(USER_SUMMARY_DAYS),
  /** The analytics core over the user's own payment requests. */
  activity: z.object({
    revenue: z.array(RevenueTrendSchema),
    conversion: ConversionSchema,
    anomalies: z.array(AnomalySchema),
  }),
  risk: z.object({
    status: UserStatusSchema,
    tfaEnabled: z.boolean(),
    /** Times an administrator suspended the account, from the audit trail. */
    suspensions: countSchema,
    /** Over the latest LOGIN_HISTORY_LIMIT attempts. */
    loginAttempts: countSchema,
    failedLogins: countSchema,
    refusedLogins: countSchema,
    highRiskLogins: countSchema,
    mediumRiskLogins: countSchema,
    riskyLogins: LoginHistorySchema,
  }),
  billing: z.object({
    plan: PlanIdSchema,
    planName: z.string(),
    feeBps: FeeBpsSchema,
    customFeeBps: FeeBpsSchema.nullable(),
    status: BillingStatusSchema,
    interval: BillingIntervalSchema.nullable(),
    renewalDate: z.iso.datetime().nullable(),
    /** Whole days until the paid time ends; null without one. */
    renewalInDays: countSchema.nullable(),
    cancelAtPeriodEnd: z.boolean(),
    feeBalance: z.array(z.object({ currency: FiatCurrencySchema, balanceCents: z.number().int() })),
    recentCharges: z.array(
      z.object({
        kind: ChargeKindSchema,
        planId: PlanIdSchema.nullable(),
        amountCents: z.number().int(),
        currency: FiatCurrencySchema,
        paidAt: z.iso.datetime(),
      }),
    ),
  }),
});
export type AdminUserFigures = z.infer<typeof AdminUserFiguresSchema>;

export const PlatformAnomalySchema = AnomalySchema.extend({
  merchant: z.object({ id: z.uuid(), email: z.string() }),
});
export type PlatformAnomaly = z.infer<typeof PlatformAnomalySchema>;

export const PlatformAnomalyFiguresSchema = z.object({
  days: z.literal(PLATFORM_ANOMALY_DAYS),
  /** Merchants with a payment request in the period, and how many of them were analysed. */
  activeMerchants: countSchema,
  analysedMerchants: countSchema,
  /** Summed over the analysed merchants. */
  revenue: z.array(
    z.object({ fiatCurrency: FiatCurrencySchema, revenueCents: countSchema, count: countSchema }),
  ),
  conversion: ConversionSchema,
  anomalies: z.array(PlatformAnomalySchema),
});
export type PlatformAnomalyFigures = z.infer<typeof PlatformAnomalyFiguresSchema>;

/**
 * An analysis: its figures, whether a model is configured, and the model's words, null until
 * asked for (GET) and with the reason when there are none (POST).
 */
const analysisOf = <T extends z.ZodType>(figures: T) =>
  z.object({ figures, aiConfigured: z.boolean(), narrative: AiNarrativeSchema.nullable() });

export const AdminUserAiSummarySchema = analysisOf(AdminUserFiguresSchema);
export type AdminUserAiSummary = z.infer<typeof AdminUserAiSummarySchema>;
export const PlatformAnomalyAnalysisSchema = analysisOf(PlatformAnomalyFiguresSchema);
export type PlatformAnomalyAnalysis = z.infer<typeof PlatformAnomalyAnalysisSchema>;
