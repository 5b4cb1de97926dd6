import type { LinkProps } from 'react-router';
import { Link } from 'react-router';

/** A link styled as the screen's one clear way on: a full-rounded pill in the like colour, 48 px high. */
export function LinkButton({ className = '', ...props }: LinkProps) {
  return (
    <Link
      {...props}
      className={`flex min-h-12 items-center rounded-full bg-like px-6 font-bold text-on-like ${className}`}
    />
  );
}
