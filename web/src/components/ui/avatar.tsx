import { useState } from 'react';

/** Up to two letters: the first of the first and of the last word ("Anna de Vries" → AV, an e-mail's first). */
export function initials(name: string): string {
  const words = name.split('@')[0]?.trim().split(/\s+/).filter(Boolean) ?? [];
  const first = words[0];
  const last = words.length > 1 ? words[words.length - 1] : undefined;
  return [first, last]
    .map((word) => (word === undefined ? '' : (Array.from(word)[0] ?? '')))
    .join('')
    .toUpperCase();
}

/** The profile picture, or the initials where there is none or it does not load. */
export function Avatar({
  picture,
  name,
  className,
}: {
  picture: string | null;
  name: string;
  className: string;
}) {
  const [broken, setBroken] = useState<string | null>(null);
  if (picture && picture !== broken) {
    return (
      <img
        src={picture}
        alt=""
        onError={() => setBroken(picture)}
        className={`${className} shrink-0 rounded-full object-cover`}
        referrerPolicy="no-referrer"
      />
    );
  }
  return (
    <span
      aria-hidden="true"
      className={`${className} flex shrink-0 items-center justify-center rounded-full bg-like-soft font-bold text-ink`}
    >
      {initials(name)}
    </span>
  );
}
