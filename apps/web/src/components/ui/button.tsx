import { Loader2 } from 'lucide-react';
import type { ComponentProps } from 'react';
import { buttonClasses, type ButtonSize, type ButtonVariant } from './button-classes';

interface ButtonProps extends ComponentProps<'button'> {
  variant?: ButtonVariant;
  size?: ButtonSize;
  isBusy?: boolean;
}

export function Button({
  variant,
  size,
  isBusy = false,
  className,
  children,
  disabled,
  type = 'button',
  ...props
}: ButtonProps) {
  return (
    <button
      type={type}
      className={buttonClasses(variant, size, className)}
      disabled={disabled || isBusy}
      aria-busy={isBusy || undefined}
      {...props}
    >
      {isBusy && <Loader2 aria-hidden className="size-4 animate-spin" />}
      {children}
    </button>
  );
}
