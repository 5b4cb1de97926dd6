import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Avatar, initials } from './avatar';

describe('avatar', () => {
  it('initials: the first letters of the first and the last word, or of an e-mail', () => {
    expect(initials('Anna de Vries')).toBe('AV');
    expect(initials('émile')).toBe('É');
    expect(initials('anna@example.org')).toBe('A');
    expect(initials('  ')).toBe('');
  });

  it('shows the picture, and the initials once it fails to load', () => {
    const { container } = render(
      <Avatar picture="https://x/pic.png" name="Anna de Vries" className="size-10" />,
    );
    const image = container.querySelector('img');
    expect(image).toHaveAttribute('src', 'https://x/pic.png');
    fireEvent.error(image as HTMLImageElement);
    expect(container.querySelector('img')).toBeNull();
    expect(screen.getByText('AV')).toBeInTheDocument();
  });
});
