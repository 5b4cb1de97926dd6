import { APP_DESTINATIONS, USER_DESTINATIONS } from '@name-swiper/contract/realtime';
import type { ErrorMessage, InviteMessage } from '@name-swiper/contract/realtime';
import type { NameItem } from '@name-swiper/contract/names';
import { WebSocket } from 'ws';
import { describe, expect, it } from 'vitest';
import { catalogueIndexOf } from '../../catalogue/catalogue-memory';
import { operationsOf } from '../../../test/openapi-operations';
import type { StompTestClient } from '../../../test/stomp-test-client';
import { useStompServer } from '../../../test/stomp-server';

const { server, named, pair } = useStompServer();

/**
 * What a supporter gets from each GET route of /api/docs (decision 89). A route added later fails this test until
 * someone decides what a supporter gets from it.
 */
const SUPPORTER_GETS: Record<string, string> = {
  '/api/health/live': 'no family data',
  '/api/health/ready': 'no family data',
  '/api/health': 'no family data',
  '/api/ready': 'no family data',
  '/api/docs': 'no family data',
  '/api/auth/providers': 'no family data',
  '/api/me': 'an account, by bearer token only',
  '/api/me/preferences': 'an account, by bearer token only',
  '/api/device/name': 'her own name',
  '/api/family': "the members' names",
  '/api/family/roles': "the members' names and roles, and whether matches are shared",
  '/api/family/last-name': "the family's last name",
  '/api/family/names': "the family's own names, which she is dealt",
  '/api/family/matches': "nothing until a parent shares the matches; then the matches' names only",
  '/api/names/unvoted': "her deck, without the parents' likes dealt early and without cheers",
  '/api/names/unvoted/count': 'her own count',
  '/api/names/{name}': 'the catalogue',
  '/api/name-suggestions': 'the catalogue',
  '/api/namesakes': 'the catalogue',
  '/api/tags': 'her own counts',
  '/api/votes': 'her own votes, without cheers',
  '/api/votes/likes': 'her own likes',
  '/api/votes/dislikes': 'her own dislikes',
  '/api/votes/maybes': 'her own maybes',
  '/api/votes/matches': 'nothing: matches are the parents',
  '/api/votes/stats': 'her own likes; nothing of the parents',
  '/api/matches/to-celebrate': 'nothing: she celebrates nothing',
  '/api/decide': "nothing: the parents' rankings and answers are theirs",
};

interface Seen {
  rest: string[];
  frames: string[];
}

async function crawl(deviceId: string, catalogueName: string): Promise<string[]> {
  const docs = await fetch(`${server().baseUrl}/api/docs`);
  const answers: string[] = [];
  for (const operation of operationsOf(await docs.json())) {
    if (operation.method !== 'GET') {
      continue;
    }
    expect(SUPPORTER_GETS, `decide what a supporter gets from ${operation.path}`).toHaveProperty([
      operation.path,
    ]);
    const takesDevice = operation.parameters.some((parameter) => parameter.name === 'deviceId');
    const path = operation.path.replace('{name}', encodeURIComponent(catalogueName));
    const url = `${server().baseUrl}${path}${takesDevice ? `?deviceId=${deviceId}` : ''}`;
    const response = await fetch(url);
    answers.push(`GET ${path} → ${response.status}\n${await response.text()}`);
  }
  return answers;
}

function tap(client: StompTestClient, into: Seen): void {
  const socket = client.client.webSocket;
  if (!(socket instanceof WebSocket)) {
    throw new Error('expected the ws WebSocket under the STOMP client');
  }
  socket.on('message', (data) => into.frames.push(String(data)));
}

/** The answers and frames that name one of the names, by id or spelling, as JSON strings. */
function naming(records: readonly string[], names: readonly NameItem[]): string[] {
  return records.filter((record) =>
    names.some((name) => record.includes(`"${name.id}"`) || record.includes(`"${name.name}"`)),
  );
}

async function json<T>(path: string, deviceId: string): Promise<T> {
  return (await (await fetch(`${server().baseUrl}/api${path}?deviceId=${deviceId}`)).json()) as T;
}

describe("a supporter reads none of the parents' votes, dislikes or Decide answers (issue 33 §2)", () => {
  it('through any REST route or STOMP destination, and cannot make herself a parent', async () => {
    // The least popular names of the catalogue: no deck deals them by chance in its first cards.
    const index = await catalogueIndexOf(server().database.db);
    const rare = [...index.items]
      .map((item, ordinal) => ({ item, rank: index.ranks[ordinal] ?? 0 }))
      .filter(({ item }) => item.name.length >= 5)
      .sort((a, b) => b.rank - a.rank)
      .slice(0, 5)
      .map(({ item }) => item);
    const [bothLike, alsoBothLike, annaOnly, bramDislikes, annaDislikes] = rare;
    if (!bothLike || !alsoBothLike || !annaOnly || !bramDislikes || !annaDislikes) {
      throw new Error('the catalogue has fewer than five names');
    }

    const { anna, bram } = await pair();
    const oma = await named('Oma');
    const seen: Seen = { rest: [], frames: [] };
    tap(oma, seen);
    await anna.send(APP_DESTINATIONS.invite, { role: 'supporter' });
    const { code } = await anna.next<InviteMessage>(USER_DESTINATIONS.invite);
    await oma.send(APP_DESTINATIONS.accept, { inviteCode: code });
    await oma.next(USER_DESTINATIONS.family);

    // The parents vote, match, rank and rename; the grandmother likes a popular name of her own.
    for (const name of [bothLike, alsoBothLike]) {
      await anna.send(APP_DESTINATIONS.vote, { nameId: name.id, approved: true });
      await bram.send(APP_DESTINATIONS.vote, { nameId: name.id, approved: true });
    }
    await anna.send(APP_DESTINATIONS.vote, { nameId: annaOnly.id, approved: true });
    await anna.send(APP_DESTINATIONS.vote, { nameId: annaDislikes.id, approved: false });
    await bram.send(APP_DESTINATIONS.vote, { nameId: bramDislikes.id, approved: false });
    await anna.send(APP_DESTINATIONS.compare, { winnerId: alsoBothLike.id, loserId: bothLike.id });
    await bram.send(APP_DESTINATIONS.compare, { winnerId: bothLike.id, loserId: alsoBothLike.id });
    const rename = await fetch(`${server().baseUrl}/api/device/name?deviceId=${anna.deviceId}`, {
      method: 'PUT',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ name: 'Anna J' }),
    });
    expect(rename.status).toBe(200);
    await oma.send(APP_DESTINATIONS.vote, { nameId: 'emma', approved: true });

    // She tries every parent's action and a parent's code with a role of her choosing.
    for (const [destination, body] of [
      [APP_DESTINATIONS.invite, {}],
      [APP_DESTINATIONS.invite, { role: 'parent' }],
      [APP_DESTINATIONS.shareMatches, { share: true }],
      [APP_DESTINATIONS.compare, { winnerId: bothLike.id, loserId: alsoBothLike.id }],
    ] as const) {
      await oma.send(destination, body);
      expect(await oma.next<ErrorMessage>(USER_DESTINATIONS.errors)).toMatchObject({ code: 'parents-only' });
    }
    await bram.send(APP_DESTINATIONS.invite, {});
    const parentCode = (await bram.next<InviteMessage>(USER_DESTINATIONS.invite)).code;
    await oma.send(APP_DESTINATIONS.accept, { inviteCode: parentCode, role: 'parent' });
    await oma.next(USER_DESTINATIONS.errors);

    seen.rest.push(...(await crawl(oma.deviceId, 'Emma')));
    const secrets = [bothLike, alsoBothLike, annaOnly, bramDislikes, annaDislikes];
    expect(seen.frames.length).toBeGreaterThan(5);
    expect(naming([...seen.rest, ...seen.frames], secrets)).toEqual([]);
    expect(await json('/decide', oma.deviceId)).toEqual({
      names: [],
      rankings: [],
      ours: [],
      comparedPairs: [],
    });
    expect(await json('/votes/stats', oma.deviceId)).toEqual({ likes: 1, partnerLikes: 0, matches: 0 });
    expect(await json<{ role: string }>('/family/roles', oma.deviceId)).toMatchObject({ role: 'supporter' });

    // The same look from a parent's phone finds them: what is looked for would be seen if it were there.
    const parentSees = await crawl(bram.deviceId, 'Emma');
    expect(naming(parentSees, [annaOnly, bothLike, alsoBothLike]).length).toBeGreaterThan(0);

    // Shared, the matches' names reach her, and nothing else of the parents does.
    await anna.send(APP_DESTINATIONS.shareMatches, { share: true });
    while (!(await oma.next<{ shareMatches: boolean }>(USER_DESTINATIONS.familyRoles)).shareMatches) {
      // The roles she heard before: her join, Anna's new name.
    }
    const shared = await crawl(oma.deviceId, 'Emma');
    expect(naming(shared, [bothLike, alsoBothLike]).map((answer) => answer.split('\n')[0])).toEqual([
      'GET /api/family/matches → 200',
    ]);
    expect(naming([...shared, ...seen.frames], [annaOnly, bramDislikes, annaDislikes])).toEqual([]);
  }, 60_000);
});
