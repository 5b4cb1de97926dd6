/**
 * The key of a supporter's view of the parents' matches: under the device's vote lists, so that every refetch after
 * a match made or ended, a family change or a change of sharing refetches it too. Apart from its query so that the
 * first screen, which invalidates it, does not load the contract's full schemas.
 */
export function familyMatchesQueryKey(deviceId: string) {
  return ['votes', deviceId, 'family-matches'] as const;
}
