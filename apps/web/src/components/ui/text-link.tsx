import { clsx } from 'clsx';
import { Link, type LinkProps } from 'react-router';

/** An inline link in the brand colour. */
export function TextLink({ className, ...props }: LinkProps) {
  return (
    <Link
      className={clsx(
        'font-medium text-indigo-600 hover:text-indigo-500 hover:underline focus-visible:outline-2 focus-visible:outline-indigo-500 dark:text-indigo-400 dark:hover:text-indigo-300',
        className,
      )}
      {...props}
    />
  );
}
