import { describe, expect, it } from 'vitest';
import { createAdItem } from '../ads/ad-item';
import { createUndoHistory } from './undo-history-store';

const emma = { id: 'emma', name: 'Emma', gender: 'F' as const, tags: [], popularIn: [], originLanguages: [] };

describe('undo history', () => {
  it('pops entries last in, first out and reports when it is empty', () => {
    const history = createUndoHistory();
    expect(history.isEmpty()).toBe(true);
    history.push({ item: emma, direction: 'right' });
    history.push({ item: createAdItem(5), direction: 'left' });
    expect(history.pop()).toEqual({ item: { ad: { slot: 5 } }, direction: 'left' });
    expect(history.pop()).toEqual({ item: emma, direction: 'right' });
    expect(history.pop()).toBeUndefined();
    expect(history.isEmpty()).toBe(true);
  });
});
