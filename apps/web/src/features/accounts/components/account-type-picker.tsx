import { Briefcase, User } from 'lucide-react';
import { RadioGroup } from 'radix-ui';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { ACCOUNT_TYPES, type AccountType } from '@incasso/shared/accounts/auth';

const ICONS = { private: User, business: Briefcase } as const;

interface AccountTypePickerProps {
  value: AccountType;
  onChange: (value: AccountType) => void;
}

/** Two radio cards, Private and Business, in a group named "Account type". */
export function AccountTypePicker({ value, onChange }: AccountTypePickerProps) {
  const { t } = useTranslation();
  const labelId = useId();
  return (
    <div className="space-y-3">
      <p id={labelId} className="text-sm font-medium text-slate-700 dark:text-slate-200">
        {t('auth.register.accountType')}
      </p>
      <RadioGroup.Root
        value={value}
        onValueChange={(next) => {
          const type = ACCOUNT_TYPES.find((item) => item === next);
          if (type) onChange(type);
        }}
        aria-labelledby={labelId}
        className="grid gap-3"
      >
        {ACCOUNT_TYPES.map((type) => {
          const Icon = ICONS[type];
          return (
            <RadioGroup.Item
              key={type}
              value={type}
              aria-label={t(`auth.register.${type}.title`)}
              aria-describedby={`account-type-${type}`}
              className="flex items-start gap-3 rounded-xl border border-slate-300 bg-white p-4 text-left transition-colors hover:border-slate-400 focus-visible:outline-2 focus-visible:outline-indigo-500 data-[state=checked]:border-indigo-500 data-[state=checked]:bg-indigo-50 data-[state=checked]:ring-1 data-[state=checked]:ring-indigo-500 dark:border-slate-600 dark:bg-slate-900 dark:data-[state=checked]:bg-indigo-500/10"
            >
              <Icon
                aria-hidden
                className="mt-0.5 size-5 shrink-0 text-indigo-600 dark:text-indigo-400"
              />
              <span className="space-y-0.5">
                <span className="block text-sm font-semibold text-slate-900 dark:text-white">
                  {t(`auth.register.${type}.title`)}
                </span>
                <span
                  id={`account-type-${type}`}
                  className="block text-sm text-slate-600 dark:text-slate-400"
                >
                  {t(`auth.register.${type}.description`)}
                </span>
              </span>
            </RadioGroup.Item>
          );
        })}
      </RadioGroup.Root>
    </div>
  );
}
