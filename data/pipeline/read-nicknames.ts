/** Reads the English nickname list (`names/nicknames.csv`): name → nickname pairs as name keys. */
import { nameKey } from './normalise';
import { readNameList } from './read-name-list';

export interface NicknamePair {
  name: string;
  nickname: string;
}

export function parseNicknames(rows: readonly string[][]): NicknamePair[] {
  return rows.map(([name = '', nickname = '']) => ({ name: nameKey(name), nickname: nameKey(nickname) }));
}

export function readNicknames(dataDir: string): NicknamePair[] {
  return parseNicknames(readNameList(dataDir, 'nicknames.csv', ['name', 'nickname', 'sources']));
}
