import { describe, expect, it } from 'vitest';
import { createSiblingsStore, MAX_SIBLINGS, readSiblings, SIBLINGS_KEY } from './siblings-store';

describe('siblings', () => {
  it('adds trimmed, normalised names under its own key and removes them', () => {
    const store = createSiblingsStore();
    expect(store.add('  Zoe\u0308 ')).toEqual({ ok: true, name: 'Zoë' });
    expect(store.add('Noah')).toEqual({ ok: true, name: 'Noah' });
    expect(window.localStorage.getItem(SIBLINGS_KEY)).toBe('["Zoë","Noah"]');
    store.remove('Zoë');
    expect(store.get()).toEqual(['Noah']);
    expect(readSiblings()).toEqual(['Noah']);
  });

  it('refuses an empty, too long, hidden-character or repeated name, and more than the limit', () => {
    const store = createSiblingsStore();
    expect(store.add('   ')).toEqual({ ok: false, refusal: 'empty' });
    expect(store.add('A'.repeat(51))).toEqual({ ok: false, refusal: 'too-long' });
    expect(store.add('No\u200Bah')).toEqual({ ok: false, refusal: 'invalid-characters' });
    store.add('Noah');
    expect(store.add('noah')).toEqual({ ok: false, refusal: 'duplicate' });
    for (let index = 1; index < MAX_SIBLINGS; index += 1) {
      store.add(`Child${index}`);
    }
    expect(store.add('Olivia')).toEqual({ ok: false, refusal: 'too-many' });
    expect(store.get()).toHaveLength(MAX_SIBLINGS);
  });

  it('ignores a stored list that breaks the rules', () => {
    window.localStorage.setItem(SIBLINGS_KEY, '["Noah","Li\\u202Eam"]');
    expect(readSiblings()).toEqual([]);
  });
});
