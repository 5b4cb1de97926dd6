import { describe, expect, it } from 'vitest';
import { parseExclusions, readExclusions } from './exclusions';

describe('exclusions.csv', () => {
  it('gives every entry a reason', () => {
    const exclusions = readExclusions();
    expect(exclusions.length).toBeGreaterThan(0);
    for (const { name, reason } of exclusions) {
      expect(reason.length, name).toBeGreaterThan(10);
    }
    expect(exclusions.map((e) => e.name)).toEqual(
      expect.arrayContaining(['Aj', 'Tj', 'Cj', 'Md', 'Nguyen', 'Smith', 'Khan', 'Federíco', 'Maxímo']),
    );
  });

  it('refuses an entry without a reason and a name listed twice', () => {
    expect(() => parseExclusions('name,reason\nAj,\n')).toThrow(/line 2/);
    expect(() => parseExclusions('name,reason\nAj,initials\naj,initials\n')).toThrow(/twice/);
  });
});
