import { randomUUID } from 'node:crypto';
import { PARENTS_MAX, SUPPORTERS_MAX } from '@name-swiper/contract/constants';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../test/test-app';
import { createTestApp, newDeviceId } from '../../test/test-app';
import { supportingFamily } from '../../test/supporting-family';
import { compareNames, decideState } from './decide';
import { familyRoles } from './family-circle';
import { setFamilyLastName } from './family-last-name';
import { matchesToCelebrate } from './family-matches';
import { addFamilyName } from './family-names';
import { acceptInvite, createInvite, leaveFamily } from './invites';
import { partnerLikeOf } from './partner-like';
import { familyMatches, removeSupporter, setShareMatches } from './supporters';
import { castVote, listVotes, voteStats } from './votes';

let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp();
});
afterAll(() => testApp.close());
const db = () => testApp.database.db;

/** Anna and Bram decide; Oma (and Opa) cheer. */
async function grandparents(supporterNames: string[] = ['Oma']) {
  const { parents, supporters } = await supportingFamily(db(), ['Anna', 'Bram'], supporterNames);
  const [anna = '', bram = ''] = parents;
  const [oma = '', opa = ''] = supporters;
  return { anna, bram, oma, opa };
}

const keyOf = async (viewer: string, name: string) =>
  (await familyRoles(db(), viewer)).members.find((member) => member.name === name)?.key ?? '';

describe('parents and supporters (decision 89)', () => {
  it('a supporter joins with a code of its own kind and is listed as one, under a key that is not its device id', async () => {
    const { anna, oma } = await grandparents();
    const roles = await familyRoles(db(), anna);
    expect(roles).toMatchObject({ role: 'parent', shareMatches: false });
    expect(roles.members.map(({ name, role, you }) => ({ name, role, you }))).toEqual([
      { name: 'Anna', role: 'parent', you: true },
      { name: 'Bram', role: 'parent', you: false },
      { name: 'Oma', role: 'supporter', you: false },
    ]);
    for (const member of roles.members) {
      expect(member.key).not.toContain(oma.slice(0, 8));
      expect(member.key).not.toContain(anna.slice(0, 8));
    }
    expect((await familyRoles(db(), oma)).role).toBe('supporter');
    expect(await keyOf(oma, 'Oma')).toBe(await keyOf(anna, 'Oma'));
  });

  it("a match on a name in any of its spellings needs every parent; the grandmother's spelling neither counts nor names it", async () => {
    const { anna, bram, oma } = await grandparents();
    expect(await castVote(db(), oma, 'zoë', true)).toEqual({ cheered: { parentIds: [anna, bram] } });
    expect(await castVote(db(), anna, 'zoe', true)).toEqual({});
    expect(await listVotes(db(), anna, 'matches')).toEqual([]);
    expect(await castVote(db(), bram, 'zoë', true)).toEqual({
      match: { name: 'Zoe / Zoë', matchId: 'zoe', spellings: ['Zoe', 'Zoë'], deviceIds: [bram, anna] },
    });
    const [match] = await listVotes(db(), bram, 'matches');
    expect(match).toMatchObject({ name: 'Zoë', spellings: ['Zoe', 'Zoë'], cheers: ['Oma'] });
    expect(
      (await matchesToCelebrate(db(), anna)).map(({ name, spellings }) => ({ name, spellings })),
    ).toEqual([{ name: 'Zoe / Zoë', spellings: ['Zoe', 'Zoë'] }]);
    expect(await listVotes(db(), oma, 'matches')).toEqual([]);
    expect((await voteStats(db(), anna)).matches).toBe(1);
  });

  it("the grandmother's like and one parent's make no match; the second parent's does, for the parents alone", async () => {
    const { anna, bram, oma } = await grandparents();
    expect(await castVote(db(), oma, 'emma', true)).toEqual({ cheered: { parentIds: [anna, bram] } });
    expect(await castVote(db(), anna, 'emma', true)).toEqual({});
    expect(await listVotes(db(), anna, 'matches')).toEqual([]);
    const made = await castVote(db(), bram, 'emma', true);
    expect(made).toEqual({
      match: { name: 'Emma', matchId: 'emma', spellings: ['Emma'], deviceIds: [bram, anna] },
    });
    expect((await listVotes(db(), anna, 'matches')).map((vote) => vote.name)).toEqual(['Emma']);
    expect((await matchesToCelebrate(db(), anna)).map((match) => match.name)).toEqual(['Emma']);
    expect(await matchesToCelebrate(db(), oma)).toEqual([]);
  });

  it("a supporter's dislike or undo neither blocks nor ends a match", async () => {
    const { anna, bram, oma } = await grandparents();
    await castVote(db(), oma, 'noah', false);
    await castVote(db(), anna, 'noah', true);
    expect((await castVote(db(), bram, 'noah', true)).match?.name).toBe('Noah');
    await castVote(db(), oma, 'noah', true);
    const dislike = await castVote(db(), oma, 'noah', false);
    expect(dislike.unmatch).toBeUndefined();
    expect((await listVotes(db(), bram, 'matches')).map((vote) => vote.name)).toEqual(['Noah']);
  });

  it("parents see which supporters like a name, never a dislike; supporters see no one's", async () => {
    const { anna, oma, opa } = await grandparents(['Oma', 'Opa']);
    await castVote(db(), oma, 'sophie', true);
    await castVote(db(), opa, 'sophie', false);
    await castVote(db(), opa, 'liam', true);
    await castVote(db(), anna, 'sophie', false);
    await castVote(db(), anna, 'liam', true);
    const history = await listVotes(db(), anna, 'all');
    expect(history.find((vote) => vote.nameId === 'sophie')?.cheers).toEqual(['Oma']);
    expect(history.find((vote) => vote.nameId === 'liam')?.cheers).toEqual(['Opa']);
    expect((await listVotes(db(), oma, 'all')).every((vote) => vote.cheers === undefined)).toBe(true);

    // On a parent's cards too (supporters' likes are dealt early to parents), and never on a supporter's.
    const deck = async (deviceId: string) =>
      (await testApp.app.inject(`/api/names/unvoted?deviceId=${deviceId}&limit=60`)).json<
        { id: string; cheers?: string[] }[]
      >();
    await castVote(db(), oma, 'julia', true);
    expect((await deck(anna)).find((card) => card.id === 'julia')?.cheers).toEqual(['Oma']);
    expect((await deck(opa)).every((card) => card.cheers === undefined)).toBe(true);
  });

  it("a supporter's matches, stats, celebrations and Decide hold nothing of the parents", async () => {
    const { anna, bram, oma } = await grandparents();
    for (const nameId of ['emma', 'noah', 'liam']) {
      await castVote(db(), anna, nameId, true);
      await castVote(db(), bram, nameId, true);
    }
    await castVote(db(), bram, 'mila', true);
    await castVote(db(), oma, 'emma', true);
    expect(await listVotes(db(), oma, 'matches')).toEqual([]);
    expect(await voteStats(db(), oma)).toEqual({ likes: 1, partnerLikes: 0, matches: 0 });
    expect(await voteStats(db(), anna)).toEqual({ likes: 3, partnerLikes: 4, matches: 3 });
    expect(await matchesToCelebrate(db(), oma)).toEqual([]);
    expect(await decideState(db(), oma)).toEqual({ names: [], rankings: [], ours: [], comparedPairs: [] });
    const parents = await decideState(db(), anna);
    expect(parents.names).toHaveLength(3);
    expect(parents.rankings.map((ranking) => ranking.member)).toEqual(['Anna', 'Bram']);
    await expect(compareNames(db(), oma, 'emma', 'noah')).rejects.toMatchObject({ code: 'parents-only' });
  });

  it("deals a parent's fresh like or love to the other parent only, and a supporter's to no one", async () => {
    const { anna, oma, bram } = await grandparents();
    expect((await partnerLikeOf(db(), anna, 'lucas'))?.deviceIds).toEqual([bram]);
    expect((await partnerLikeOf(db(), anna, 'lucas', true))?.deviceIds).toEqual([bram]);
    expect(await partnerLikeOf(db(), oma, 'lucas')).toBeUndefined();
    expect(await partnerLikeOf(db(), oma, 'lucas', true)).toBeUndefined();
  });

  it('shares the matches with supporters only when a parent switches it on', async () => {
    const { anna, bram, oma } = await grandparents();
    await castVote(db(), anna, 'daan', true);
    await castVote(db(), bram, 'daan', true);
    expect(await familyMatches(db(), oma)).toEqual({ shared: false, matches: [] });
    await expect(setShareMatches(db(), oma, true)).rejects.toMatchObject({ code: 'parents-only' });
    expect((await familyMatches(db(), anna)).matches.map((match) => match.name)).toEqual(['Daan']);

    expect((await setShareMatches(db(), bram, true)).sort()).toEqual([anna, bram, oma].sort());
    expect((await familyRoles(db(), oma)).shareMatches).toBe(true);
    const shared = await familyMatches(db(), oma);
    expect(shared.shared).toBe(true);
    expect(shared.matches.map((match) => Object.keys(match).sort())).toEqual([
      ['gender', 'matchedAt', 'name', 'nameId'],
    ]);
    await castVote(db(), anna, 'sophie', true);
    expect((await castVote(db(), bram, 'sophie', true)).match?.watchers).toEqual([oma]);
    expect((await castVote(db(), anna, 'sophie', false)).unmatch?.watchers).toEqual([oma]);

    await setShareMatches(db(), anna, false);
    expect(await familyMatches(db(), oma)).toEqual({ shared: false, matches: [] });
  });

  it("refuses a supporter what is the parents': codes, the family's last name and names; it cannot promote itself", async () => {
    const { anna, oma } = await grandparents();
    await expect(createInvite(db(), oma)).rejects.toMatchObject({ code: 'parents-only' });
    await expect(createInvite(db(), oma, Date.now(), 'supporter')).rejects.toMatchObject({
      code: 'parents-only',
    });
    await expect(setFamilyLastName(db(), oma, 'Jansen')).rejects.toMatchObject({ code: 'parents-only' });
    await expect(addFamilyName(db(), oma, { name: 'Zorbetta', gender: 'F' })).rejects.toMatchObject({
      code: 'parents-only',
    });
    // A parent's code into her own family makes her nothing new.
    await expect(acceptInvite(db(), oma, await createInvite(db(), anna))).rejects.toMatchObject({
      code: 'invite-own-family',
    });
    await expect(removeSupporter(db(), oma, await keyOf(oma, 'Oma'))).rejects.toMatchObject({
      code: 'parents-only',
    });
    expect((await familyRoles(db(), oma)).role).toBe('supporter');
  });

  it(`takes at most ${PARENTS_MAX} parents and ${SUPPORTERS_MAX} supporters`, async () => {
    const { parents } = await supportingFamily(
      db(),
      Array.from({ length: PARENTS_MAX }, (_, index) => `Parent ${index}`),
      Array.from({ length: SUPPORTERS_MAX }, (_, index) => `Supporter ${index}`),
    );
    const [first = ''] = parents;
    await expect(acceptInvite(db(), newDeviceId(), await createInvite(db(), first))).rejects.toMatchObject({
      code: 'parents-full',
    });
    await expect(
      acceptInvite(db(), newDeviceId(), await createInvite(db(), first, Date.now(), 'supporter')),
    ).rejects.toMatchObject({ code: 'supporters-full' });
  });

  it('a parent removes a supporter, a supporter leaves, and the family ends when its last parent leaves', async () => {
    const { anna, bram, oma, opa } = await grandparents(['Oma', 'Opa']);
    await expect(removeSupporter(db(), anna, await keyOf(anna, 'Bram'))).rejects.toMatchObject({
      code: 'not-a-supporter',
    });
    await expect(removeSupporter(db(), anna, 'no-such-member')).rejects.toMatchObject({
      code: 'not-a-supporter',
    });
    const removed = await removeSupporter(db(), anna, await keyOf(anna, 'Oma'));
    expect(removed.affectedDeviceIds.sort()).toEqual([anna, bram, oma, opa].sort());
    expect((await familyRoles(db(), oma)).members.map((member) => member.name)).toEqual(['Oma']);
    expect((await familyRoles(db(), oma)).role).toBe('parent');
    expect((await familyRoles(db(), anna)).members.map((member) => member.name)).toEqual([
      'Anna',
      'Bram',
      'Opa',
    ]);

    await leaveFamily(db(), anna);
    expect((await familyRoles(db(), bram)).members.map((member) => member.name)).toEqual(['Bram', 'Opa']);
    const ended = await leaveFamily(db(), bram);
    expect(ended.affectedDeviceIds.sort()).toEqual([bram, opa].sort());
    expect((await familyRoles(db(), opa)).members.map((member) => member.name)).toEqual(['Opa']);
    expect((await familyRoles(db(), opa)).role).toBe('parent');
  });

  it('when a parent leaves, the names every remaining parent likes are matches to celebrate', async () => {
    const { parents } = await supportingFamily(db(), ['Anna', 'Bram', 'Carla'], []);
    const [anna = '', bram = '', carla = ''] = parents;
    await castVote(db(), anna, 'mila', true);
    expect(await castVote(db(), bram, 'mila', true)).toEqual({});
    await leaveFamily(db(), carla);
    expect((await matchesToCelebrate(db(), anna)).map((match) => match.name)).toEqual(['Mila']);
    expect((await listVotes(db(), bram, 'matches')).map((vote) => vote.name)).toEqual(['Mila']);
  });

  it('a lone device invites a grandparent before its partner joins', async () => {
    const alone = randomUUID();
    const oma = randomUUID();
    await acceptInvite(db(), oma, await createInvite(db(), alone, Date.now(), 'supporter'));
    expect((await familyRoles(db(), alone)).members.map((member) => member.role)).toEqual([
      'parent',
      'supporter',
    ]);
  });
});
