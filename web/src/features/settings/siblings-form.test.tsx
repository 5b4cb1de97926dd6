import { act, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { changeLanguage } from '../../i18n/i18n';
import { siblingsStore } from '../../stores/siblings-store';
import { fakeApi, renderApp } from '../../test/render-app';

describe('siblings in settings', () => {
  afterEach(async () => {
    for (const name of siblingsStore.get()) {
      siblingsStore.remove(name);
    }
    vi.unstubAllGlobals();
    await act(() => changeLanguage('en'));
  });

  it('adds and removes the names of brothers and sisters', async () => {
    fakeApi({});
    await renderApp('/settings');
    fireEvent.change(screen.getByPlaceholderText("A child's name"), { target: { value: ' Noah ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add' }));
    const list = screen.getByRole('list', { name: 'Brothers and sisters' });
    expect(within(list).getByText('Noah')).toBeInTheDocument();
    expect(screen.getByPlaceholderText("A child's name")).toHaveValue('');
    fireEvent.click(screen.getByRole('button', { name: 'Remove Noah' }));
    expect(screen.queryByRole('list', { name: 'Brothers and sisters' })).not.toBeInTheDocument();
    expect(siblingsStore.get()).toEqual([]);
  });

  it('says why a name is refused, in English and in Dutch', async () => {
    fakeApi({});
    siblingsStore.add('Noah');
    await renderApp('/settings');
    fireEvent.change(screen.getByPlaceholderText("A child's name"), { target: { value: 'noah' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add' }));
    expect(screen.getByText('noah is already on the list.')).toBeInTheDocument();
    await act(() => changeLanguage('nl'));
    fireEvent.change(screen.getByPlaceholderText('Naam van een kind'), { target: { value: 'Li\u200Bam' } });
    fireEvent.click(screen.getByRole('button', { name: 'Toevoegen' }));
    expect(
      screen.getByText(
        'Namen mogen geen onzichtbare tekens, stuurtekens of tekens die de schrijfrichting omdraaien bevatten.',
      ),
    ).toBeInTheDocument();
    expect(siblingsStore.get()).toEqual(['Noah']);
  });
});
