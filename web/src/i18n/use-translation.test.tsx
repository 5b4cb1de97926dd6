import { STORAGE_KEYS } from '@name-swiper/contract/constants';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { changeLanguage } from './i18n';
import { useTranslation } from './use-translation';

const renders: string[] = [];

function Likes({ count }: { count: number }) {
  const { t, i18n } = useTranslation();
  renders.push(i18n.language);
  return (
    <>
      <p lang={i18n.language}>{t('nav.likesCount', { count })}</p>
      <button type="button" onClick={() => void i18n.changeLanguage('nl')}>
        {t('settings.language')}
      </button>
    </>
  );
}

describe('useTranslation', () => {
  afterEach(async () => {
    renders.length = 0;
    await act(() => changeLanguage('en'));
  });

  it('renders a mounted component again in the new language, and marks the page with it', async () => {
    render(<Likes count={1} />);
    expect(screen.getByText('1 like')).toHaveAttribute('lang', 'en');
    expect(document.documentElement.lang).toBe('en');

    await act(() => changeLanguage('nl'));
    expect(screen.getByText('1 like')).toHaveAttribute('lang', 'nl');
    expect(screen.getByRole('button')).toHaveTextContent('Taal');
    expect(document.documentElement.lang).toBe('nl');
    expect(renders.at(-1)).toBe('nl');
  });

  it('switches from the component through i18n.changeLanguage and remembers the choice', async () => {
    const user = userEvent.setup();
    render(<Likes count={2} />);
    expect(screen.getByText('2 likes')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Language' }));
    expect(await screen.findByRole('button', { name: 'Taal' })).toBeInTheDocument();
    expect(window.localStorage.getItem(STORAGE_KEYS.language)).toBe('nl');
  });
});
