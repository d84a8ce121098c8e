import { AlertTriangle } from 'lucide-react';
import { Component, type ErrorInfo, type ReactNode } from 'react';
import { withTranslation, type WithTranslation } from 'react-i18next';
import { Button } from './button';

interface Props extends WithTranslation {
  children: ReactNode;
}

interface State {
  error: Error | null;
}

// React only catches render errors in class components.
class ErrorBoundaryImpl extends Component<Props, State> {
  override state: State = { error: null };

  static getDerivedStateFromError(error: unknown): State {
    return { error: error instanceof Error ? error : new Error(String(error)) };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    console.error('Render error', error, info.componentStack);
  }

  override render() {
    const { error } = this.state;
    const { t, children } = this.props;
    if (!error) return children;
    return (
      <div className="flex min-h-dvh items-center justify-center p-6">
        <div
          role="alert"
          className="w-full max-w-lg rounded-2xl border border-rose-200 bg-white p-6 shadow-sm dark:border-rose-900/60 dark:bg-slate-900"
        >
          <div className="flex items-center gap-3">
            <AlertTriangle aria-hidden className="size-6 text-rose-600 dark:text-rose-400" />
            <h1 className="text-lg font-semibold text-slate-900 dark:text-white">
              {t('errorBoundary.title')}
            </h1>
          </div>
          <pre className="mt-4 overflow-x-auto rounded-lg bg-slate-100 p-3 text-xs whitespace-pre-wrap text-slate-800 dark:bg-slate-800 dark:text-slate-200">
            {error.message}
          </pre>
          <p className="mt-4 text-sm text-slate-600 dark:text-slate-300">
            {t('errorBoundary.hint')}
          </p>
          <Button className="mt-4" onClick={() => window.location.reload()}>
            {t('errorBoundary.reload')}
          </Button>
        </div>
      </div>
    );
  }
}

export const ErrorBoundary = withTranslation()(ErrorBoundaryImpl);
