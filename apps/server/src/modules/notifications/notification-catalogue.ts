import type { Notification } from '@incasso/shared/notifications';

type Template = Pick<Notification, 'icon' | 'color'> & { text: string };

/**
 * Every notification the server writes. The English text is stored with the row; the web app
 * shows the same key in the reader's language (locale key `notificationTexts.<key>`).
 */
export const NOTIFICATION_CATALOGUE = {
  'security.newDeviceLogin': {
    text: 'New sign-in from {{device}} ({{ip}}).',
    icon: 'shield',
    color: 'warning',
  },
  'security.tfaEnabled': {
    text: 'Two-factor authentication is now on.',
    icon: 'shield',
    color: 'success',
  },
  'security.tfaDisabled': {
    text: 'Two-factor authentication was turned off.',
    icon: 'shield',
    color: 'warning',
  },
  'security.passkeyAdded': {
    text: 'A passkey was added to your account: {{name}}.',
    icon: 'key',
    color: 'warning',
  },
  'security.passkeyRemoved': {
    text: 'A passkey was removed from your account: {{name}}.',
    icon: 'key',
    color: 'warning',
  },
  'security.passwordChanged': { text: 'Your password was changed.', icon: 'key', color: 'warning' },
  'security.walletAdded': {
    text: 'A receiving wallet was added to your account: {{name}} ({{address}}). If you do not recognise it, remove it and change your password.',
    icon: 'wallet',
    color: 'warning',
  },
  'payments.detected': {
    text: 'Payment of {{amount}} {{currency}} detected for request {{reference}}.',
    icon: 'qrcode',
    color: 'info',
  },
  'payments.confirmed': {
    text: 'Payment of {{amount}} {{currency}} confirmed for request {{reference}}.',
    icon: 'wallet',
    color: 'success',
  },
  'payments.detectionReverted': {
    text: 'The payment of {{amount}} {{currency}} detected for request {{reference}} was taken back by a chain reorganisation.',
    icon: 'qrcode',
    color: 'warning',
  },
  'payments.confirmationReverted': {
    text: 'The confirmed payment of {{amount}} {{currency}} for request {{reference}} was taken back by a chain reorganisation: hand nothing more over until it is confirmed again.',
    icon: 'wallet',
    color: 'danger',
  },
  'wallets.addressTakenOver': {
    text: 'Another account proved it controls {{address}} and now receives payments on it. Your unpaid requests on it were cancelled.',
    icon: 'wallet',
    color: 'warning',
  },
  'webhooks.endpointGone': {
    text: 'Webhooks to {{url}} were stopped: the receiver answered 410 Gone.',
    icon: 'webhook',
    color: 'danger',
  },
  'webhooks.endpointFailing': {
    text: 'Webhooks to {{url}} were stopped after failing for 3 days.',
    icon: 'webhook',
    color: 'danger',
  },
  'payments.timedOut': {
    text: 'Payment request {{reference}} expired unpaid.',
    icon: 'bell',
    color: 'danger',
  },
  'billing.planActivated': {
    text: 'Your {{plan}} plan is paid until {{date}}.',
    icon: 'wallet',
    color: 'success',
  },
  'billing.feesSettled': {
    text: 'Fees of {{amount}} {{currency}} settled. Thank you.',
    icon: 'wallet',
    color: 'success',
  },
  'billing.renewalReminder': {
    text: 'Your {{plan}} plan ends on {{date}}: renew it in Billing to keep its features.',
    icon: 'bell',
    color: 'warning',
  },
  'billing.gracePeriod': {
    text: 'Your {{plan}} plan ended on {{date}}. It stays on until {{graceEnd}}: renew it in Billing to keep it.',
    icon: 'bell',
    color: 'danger',
  },
  'billing.planEnded': {
    text: 'Your {{plan}} plan has ended: your account is on Free now.',
    icon: 'bell',
    color: 'danger',
  },
  'recurring.periodMissed': {
    text: '{{customer}} did not pay payment no. {{number}} of “{{description}}” ({{amount}} {{currency}}) by {{date}}.',
    icon: 'bell',
    color: 'warning',
  },
  'insights.unusualAmount': {
    text: 'A payment of {{amount}} {{currency}} is far from your usual {{median}} {{currency}}.',
    icon: 'shield',
    color: 'warning',
  },
  'insights.unusualPayer': {
    text: 'One address ({{address}}) paid you {{count}} times within {{minutes}} minutes.',
    icon: 'shield',
    color: 'warning',
  },
  'insights.timeoutBurst': {
    text: '{{count}} payment requests expired unpaid in a day; usually {{usual}}.',
    icon: 'shield',
    color: 'warning',
  },
  'insights.conversionDrop': {
    text: 'Paid requests fell to {{recent}}% in the last week, from {{baseline}}% in the four weeks before.',
    icon: 'shield',
    color: 'warning',
  },
} as const satisfies Record<string, Template>;

export type NotificationKey = keyof typeof NOTIFICATION_CATALOGUE;
export type NotificationParams = Record<string, string | number>;

export function renderNotificationText(key: NotificationKey, params: NotificationParams): string {
  return NOTIFICATION_CATALOGUE[key].text.replace(/\{\{(\w+)\}\}/g, (_match, name: string) =>
    String(params[name] ?? ''),
  );
}
