export * from './settings.ts';
export * from './plans.ts';
export * from './users.ts';
export * from './sessions.ts';
export * from './login-attempts.ts';
export * from './notifications.ts';
export * from './announcements.ts';
