import type { ReactNode } from 'react';
import { Link } from 'wouter';

interface LinkButtonProps {
  to: string;
  /** Replaces the current history entry instead of adding one. */
  replace?: boolean;
  className?: string;
  children: ReactNode;
}

/** A link styled as the screen's one clear way on: a full-rounded pill in the like colour, 48 px high. */
export function LinkButton({ className = '', ...props }: LinkButtonProps) {
  return (
    <Link
      {...props}
      className={`flex min-h-12 items-center rounded-full bg-like px-6 font-bold text-on-like ${className}`}
    />
  );
}
