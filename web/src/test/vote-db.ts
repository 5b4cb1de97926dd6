import 'fake-indexeddb/auto';
import { createVoteDb } from '../stores/vote-db';

let opened = 0;

/** A vote database of its own (in fake-indexeddb) for one test. */
export function freshVoteDb() {
  opened += 1;
  return createVoteDb(`test-votes-${opened}`);
}
