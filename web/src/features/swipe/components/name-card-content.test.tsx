import type { NameItem } from '@name-swiper/contract/names';
import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { changeLanguage } from '../../../i18n/i18n';
import { NameCardContent } from './name-card-content';

const card = (item: NameItem) => render(<NameCardContent item={item} interactive={true} />);

const emma: NameItem = {
  id: 'emma',
  name: 'Emma',
  gender: 'F',
  tags: [],
  popularIn: ['nl'],
  originLanguages: [],
};

describe("a family's own name on the card", () => {
  afterEach(() => act(() => changeLanguage('en')));

  it('is marked Added by your family (en, nl), with no catalogue details to open', async () => {
    card({ ...emma, id: 'f:1', name: 'Zyxandra', popularIn: [], addedByFamily: true });
    expect(screen.getByTestId('added-by-family')).toHaveTextContent('Added by your family');
    expect(screen.queryByRole('link')).toBeNull();
    await act(() => changeLanguage('nl'));
    expect(screen.getByTestId('added-by-family')).toHaveTextContent('Toegevoegd door je gezin');
  });

  it('is not shown on a catalogue name, which links to its details', () => {
    card(emma);
    expect(screen.queryByTestId('added-by-family')).toBeNull();
    expect(screen.getByRole('link')).toHaveAttribute('href', '/name/Emma');
  });
});
