// Accounts the e2e server knows from the start. The admin is created by the server itself from
// ADMIN_EMAIL and ADMIN_PASSWORD (global-setup passes these), as a real deployment does.
export const E2E_ADMIN = { email: 'admin@example.com', password: 'Sette-Lune-Rosse-42!' } as const;

// Strong by SPEC's score (length, upper case, digit, symbol) and on no common-password list.
export const E2E_PASSWORD = 'Quattro-Gatti-Blu-79!';

/** Seeded suspended before the server starts (support/seed-accounts.ts): sign-in is refused. */
export const E2E_SUSPENDED = {
  email: 'suspended@example.com',
  password: 'Cinque-Vele-Gialle-31!',
} as const;

/** Seeded on the Plus plan: AI insights, the assistant and invoicing against the local model. */
export const E2E_PLUS = { email: 'plus@example.com', password: 'Sei-Fari-Verdi-58!' } as const;

/** Seeded on the Plus plan (members allowed) as "Bar Sport": the owner of the team journey. */
export const E2E_TEAM_OWNER = {
  email: 'team-owner@example.com',
  password: 'Otto-Tazze-Nere-64!',
  displayName: 'Bar Sport',
} as const;
