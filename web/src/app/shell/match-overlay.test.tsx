import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { changeLanguage } from '../../i18n/i18n';
import { closeMatch, showMatch, skipMatch } from '../../stores/match-store';
import { preferencesStore } from '../../stores/preferences-store';
import MatchOverlay from './match-overlay';

const confetti = vi.hoisted(() => vi.fn(async () => undefined));
vi.mock('canvas-confetti', () => ({ default: { create: () => confetti } }));
const celebrated = vi.hoisted(() => vi.fn<(nameId: string) => void>());
vi.mock('../../api/realtime/celebrations', () => ({ celebrateMatch: celebrated }));

/** A match as the server names it: its id is the name in lower case. */
const match = (name: string) => ({ nameId: name.toLowerCase(), name });

function preferReducedMotion(reduce: boolean) {
  vi.stubGlobal(
    'matchMedia',
    vi.fn((query: string) => ({ matches: reduce && query.includes('reduce'), media: query })),
  );
}

function renderOverlay() {
  return render(<MatchOverlay />);
}

describe('match overlay', () => {
  beforeEach(() => {
    confetti.mockClear();
    preferencesStore.setLastName('Jansen');
  });
  afterEach(() => {
    act(() => closeMatch());
    preferencesStore.setLastName('');
    vi.unstubAllGlobals();
  });

  it('is hidden until a match, then shows the heading, the full name and a burst of confetti', async () => {
    preferReducedMotion(false);
    renderOverlay();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    act(() => showMatch(match('Emma')));
    const dialog = screen.getByRole('dialog', { name: "It's a match!" });
    expect(dialog).toHaveTextContent('Emma Jansen');
    await vi.waitFor(() =>
      expect(confetti).toHaveBeenCalledWith(
        expect.objectContaining({ particleCount: 200, spread: 100, origin: { y: 0.6 } }),
      ),
    );
  });

  it('Close hides it again, and so does Escape', async () => {
    preferReducedMotion(false);
    const user = userEvent.setup();
    renderOverlay();
    act(() => showMatch(match('Noah')));
    expect(screen.getByRole('button', { name: 'Close' })).toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    act(() => showMatch(match('Liam')));
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('throws no confetti when the user prefers reduced motion', async () => {
    preferReducedMotion(true);
    renderOverlay();
    act(() => showMatch(match('Mila')));
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(confetti).not.toHaveBeenCalled();
  });

  it('shows matches that arrive together one after the other, counted, and never a name twice', async () => {
    preferReducedMotion(true);
    const user = userEvent.setup();
    renderOverlay();
    act(() => ['Sofia', 'Luca', 'Julia'].forEach((name) => showMatch(match(name))));
    expect(screen.getByTestId('match-name')).toHaveTextContent('Sofia Jansen');
    expect(screen.getByTestId('match-counter')).toHaveTextContent('1 of 3');
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.getByTestId('match-name')).toHaveTextContent('Luca Jansen');
    act(() => showMatch(match('Sofia')));
    await act(() => changeLanguage('nl'));
    expect(screen.getByTestId('match-counter')).toHaveTextContent('2 van 3');
    await act(() => changeLanguage('en'));
    await user.click(screen.getByRole('button', { name: 'Close' }));
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    act(() => showMatch(match('Luca')));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('tells the server of each match as it is closed, and never shows one the server says was celebrated', async () => {
    preferReducedMotion(true);
    const user = userEvent.setup();
    celebrated.mockClear();
    renderOverlay();
    act(() => ['Ava', 'Mason'].forEach((name) => showMatch(match(name))));
    expect(celebrated).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(celebrated).toHaveBeenLastCalledWith('ava');
    await user.keyboard('{Escape}');
    expect(celebrated).toHaveBeenLastCalledWith('mason');
    act(() => skipMatch('iris'));
    act(() => showMatch(match('Iris')));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});

describe('a match on two spellings of one name (decision 94)', () => {
  afterEach(async () => {
    act(() => closeMatch());
    await act(() => changeLanguage('en'));
  });

  it('shows both spellings and asks to choose one together (en, nl)', async () => {
    preferReducedMotion(true);
    renderOverlay();
    act(() => showMatch({ nameId: 'zoe', name: 'Zoe / Zoë', spellings: ['Zoe', 'Zoë'] }));
    expect(screen.getByTestId('match-name')).toHaveTextContent(/^Zoe \/ Zoë$/);
    expect(screen.getByTestId('match-text')).toHaveTextContent(
      'You like the same name, in different spellings: choose one together.',
    );
    await act(() => changeLanguage('nl'));
    expect(screen.getByTestId('match-text')).toHaveTextContent(
      'Jullie vinden dezelfde naam mooi, in verschillende schrijfwijzen: kies er samen een.',
    );
  });
});
