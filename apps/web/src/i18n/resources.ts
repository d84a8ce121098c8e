import en from './locales/en.json';
import {
  app as enApp,
  auth as enAuth,
  emailVerification as enEmailVerification,
  errorBoundary as enErrorBoundary,
  errors as enErrors,
  language as enLanguage,
  notifications as enNotifications,
  riskAnalysis as enRiskAnalysis,
  tfa as enTfa,
  tfaRecovery as enTfaRecovery,
  theme as enTheme,
  toast as enToast,
} from './locales/en.json';
import it from './locales/it.json';
import {
  app as itApp,
  auth as itAuth,
  emailVerification as itEmailVerification,
  errorBoundary as itErrorBoundary,
  errors as itErrors,
  language as itLanguage,
  notifications as itNotifications,
  riskAnalysis as itRiskAnalysis,
  tfa as itTfa,
  tfaRecovery as itTfaRecovery,
  theme as itTheme,
  toast as itToast,
} from './locales/it.json';

/**
 * The namespaces the sign-in pages use (theirs, the shared frame's, the errors a form may show):
 * all the sign-in build carries (decision note 093). `resources.test.ts` walks the sign-in
 * entry's imports and fails when one of its modules names a namespace missing here.
 */
export const SIGN_IN_NAMESPACES = [
  'app',
  'auth',
  'emailVerification',
  'errorBoundary',
  'errors',
  'language',
  'notifications',
  'riskAnalysis',
  'tfa',
  'tfaRecovery',
  'theme',
  'toast',
] as const;

/** Every text of both languages: the full app's. */
export const fullResources = { it: { translation: it }, en: { translation: en } };

// Named imports of the JSON, so the bundler leaves the other namespaces out of the sign-in build.
/** The sign-in pages' texts only (vite.sign-in.config.ts sets VITE_SIGN_IN_ONLY). */
export const signInResources = {
  it: {
    translation: {
      app: itApp,
      auth: itAuth,
      emailVerification: itEmailVerification,
      errorBoundary: itErrorBoundary,
      errors: itErrors,
      language: itLanguage,
      notifications: itNotifications,
      riskAnalysis: itRiskAnalysis,
      tfa: itTfa,
      tfaRecovery: itTfaRecovery,
      theme: itTheme,
      toast: itToast,
    },
  },
  en: {
    translation: {
      app: enApp,
      auth: enAuth,
      emailVerification: enEmailVerification,
      errorBoundary: enErrorBoundary,
      errors: enErrors,
      language: enLanguage,
      notifications: enNotifications,
      riskAnalysis: enRiskAnalysis,
      tfa: enTfa,
      tfaRecovery: enTfaRecovery,
      theme: enTheme,
      toast: enToast,
    },
  },
};
