import { Dialog as RadixDialog } from 'radix-ui';
import type { ReactNode } from 'react';

interface DialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: ReactNode;
  description: ReactNode;
  icon?: ReactNode;
  children?: ReactNode;
}

/**
 * A modal dialog (role="dialog", focus trapped, Escape closes). The backdrop is a plain div
 * rather than Radix's Overlay: Overlay's scroll lock injects a <style> element, which the
 * server's CSP (style-src 'self') refuses.
 */
export function Dialog({ open, onOpenChange, title, description, icon, children }: DialogProps) {
  return (
    <RadixDialog.Root open={open} onOpenChange={onOpenChange}>
      <RadixDialog.Portal>
        <div aria-hidden className="fixed inset-0 z-50 bg-slate-950/50 backdrop-blur-[2px]" />
        <RadixDialog.Content className="fixed top-1/2 left-1/2 z-50 w-[calc(100%-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 rounded-2xl border border-slate-200 bg-white p-6 shadow-xl focus:outline-none dark:border-slate-700 dark:bg-slate-900">
          <div className="flex items-start gap-3">
            {icon}
            <div className="min-w-0 flex-1 space-y-1">
              <RadixDialog.Title className="text-lg font-semibold text-slate-900 dark:text-white">
                {title}
              </RadixDialog.Title>
              <RadixDialog.Description className="text-sm text-slate-600 dark:text-slate-300">
                {description}
              </RadixDialog.Description>
            </div>
          </div>
          {children && <div className="mt-5">{children}</div>}
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}
