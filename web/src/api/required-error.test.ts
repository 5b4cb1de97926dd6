import { describe, expect, it } from 'vitest';
import { readPreferences } from '../stores/preferences-store';
import { deckFiltersOf } from './deck-filters';
import { getFamily } from './get-family';
import { getName } from './get-name';
import { getUnvotedNames } from './get-unvoted-names';
import { putDeviceName } from './put-device-name';
import { RequiredError } from './required-error';

describe('RequiredError', () => {
  it('carries the exact message of spec §8', () => {
    const error = new RequiredError('deviceId', 'getFamily');
    expect(error.name).toBe('RequiredError');
    expect(error.message).toBe('Required parameter deviceId was null or undefined when calling getFamily.');
  });

  it('is thrown by the API calls for a missing required parameter', async () => {
    expect(() => getFamily(undefined)).toThrow(
      'Required parameter deviceId was null or undefined when calling getFamily.',
    );
    expect(() => getUnvotedNames({ deviceId: undefined, ...deckFiltersOf(readPreferences()) })).toThrow(
      RequiredError,
    );
    await expect(getName(undefined)).rejects.toThrow(
      'Required parameter name was null or undefined when calling getName.',
    );
    expect(() => putDeviceName('3f1c1c3e-8f7a-4c1e-9a63-1d2b3c4d5e6f', undefined)).toThrow(
      'Required parameter nameRequest was null or undefined when calling putDeviceName.',
    );
  });
});
