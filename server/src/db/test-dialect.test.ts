import { describe, expect, inject, it } from 'vitest';
import { testDialect } from '../../test/test-database';

describe('the test run', () => {
  it("serves the shared catalogue database from the project's own dialect", () => {
    expect(inject('catalogueDatabase').dialect).toBe(testDialect());
  });
});
