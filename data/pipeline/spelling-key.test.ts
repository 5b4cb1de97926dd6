import { describe, expect, it } from 'vitest';
import { spellingKey } from './spelling-key';

describe('spellingKey', () => {
  it('makes the ways of writing one sound alike', () => {
    for (const [a, b] of [
      ['Zoe', 'Zoë'],
      ['Zoé', 'Zoe'],
      ['Sara', 'Sarah'],
      ['Hannah', 'Hanna'],
      ['Lucas', 'Lukas'],
      ['Sophie', 'Sofie'],
      ['Matthias', 'Mathias'],
      ['Isabella', 'Izabella'],
      ['Ashlee', 'Ashley'],
      ['Jackson', 'Jaxon'],
      ['John', 'Jon'],
      ['Ysabel', 'Isabel'],
    ]) {
      expect(spellingKey(a ?? ''), `${a} ~ ${b}`).toBe(spellingKey(b ?? ''));
    }
  });

  it('keeps different names apart', () => {
    for (const [a, b] of [
      ['Sophia', 'Sophie'],
      ['Leo', 'Leon'],
      ['Anna', 'Anne'],
      ['Louis', 'Ludwig'],
      ['Zara', 'Sara'],
      ['Chiara', 'Clara'],
      ['Adrian', 'Hadrian'],
    ]) {
      expect(spellingKey(a ?? ''), `${a} ≁ ${b}`).not.toBe(spellingKey(b ?? ''));
    }
  });
});
