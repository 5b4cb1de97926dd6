import { afterEach, describe, expect, it, vi } from 'vitest';
import { readPreferences } from '../stores/preferences-store';
import { ApiError } from './api-client';
import { buildUrl } from './api-url';
import { deckFiltersOf } from './deck-filters';
import { getTags } from './get-tags';

describe('api client', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('repeats list parameters and leaves out missing ones', () => {
    expect(
      buildUrl('/names/unvoted', {
        deviceId: 'd',
        tags: ['greek', 'english'],
        genders: ['F'],
        limit: undefined,
      }),
    ).toBe('/api/names/unvoted?deviceId=d&tags=greek&tags=english&genders=F');
  });

  it('turns a problem+json answer into an ApiError with its code', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () =>
        Response.json(
          {
            type: 'about:blank',
            title: 'Bad Request',
            status: 400,
            detail: 'deviceId: must be a UUID',
            code: 'invalid-request',
          },
          { status: 400 },
        ),
      ),
    );
    const failure = getTags('not-a-uuid', deckFiltersOf(readPreferences()));
    await expect(failure).rejects.toBeInstanceOf(ApiError);
    await expect(failure).rejects.toMatchObject({ status: 400, code: 'invalid-request' });
  });
});
