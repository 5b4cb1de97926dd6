import AxeBuilder from '@axe-core/playwright';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { currentName, serverVotes } from './support/app';
import { openApp } from './support/browser';
import { closeMatchOverlays, namedPartner, pair } from './support/together';
import { usePhones } from './support/phones';

const phones = usePhones();
const { baseUrl } = phones;

const partner = (name: string) => namedPartner(phones, name);

async function likeOnDetail(page: Page, name: string): Promise<void> {
  await openApp(page, `/name/${name}`);
  await closeMatchOverlays(baseUrl, page);
  await page.getByRole('button', { name: 'Like', exact: true }).click();
  await serverVotes(page, baseUrl, (votes) => votes.some((vote) => vote.name === name && vote.approved));
}

async function openDecide(page: Page): Promise<void> {
  await openApp(page, '/decide');
  await closeMatchOverlays(baseUrl, page);
  await page.getByRole('heading', { name: 'Which do you prefer?' }).waitFor();
}

/**
 * Answers the questions until Decide is done, each time picking the name that comes first in `preference`; returns
 * how many were asked.
 */
async function answerAll(page: Page, preference: string[]): Promise<number> {
  const choices = page.getByTestId('decide-choice');
  const done = page.getByRole('heading', { name: 'All in order' });
  let answered = 0;
  while (!(await done.isVisible())) {
    const [left = '', right = ''] = await choices.allTextContents();
    const pick = preference.indexOf(left) < preference.indexOf(right) ? left : right;
    await page.getByRole('button', { name: `Choose ${pick}` }).click();
    answered += 1;
    // Then another pair (never the same one twice in a row), or the end.
    await expect
      .poll(async () => (await done.isVisible()) || (await choices.allTextContents()).sort().join())
      .not.toBe([left, right].sort().join());
  }
  return answered;
}

const ourRanking = (page: Page) => page.getByTestId('our-ranking').getByRole('listitem').allTextContents();
/** The names in our ranking, without their places and marks. */
const ourRankedNames = async (page: Page) =>
  (await ourRanking(page)).map((entry) => entry.replace(/^\d+\.|Talk about these$/g, ''));
const rankingCard = (page: Page, title: string) =>
  page.locator('section').filter({ has: page.getByRole('heading', { name: title, exact: true }) });

describe('Decide: ranking the matches together', () => {
  it("each partner's answers reach the other's screen live; a name that stops being a match leaves", async () => {
    const anna = await partner('Anna');
    const bram = await partner('Bram');
    await pair(anna, bram);
    for (const name of ['Emma', 'Liam', 'Noah']) {
      await likeOnDetail(anna, name);
      await likeOnDetail(bram, name);
    }

    // Three matches: Matches offers Decide.
    await openApp(anna, '/matches');
    await closeMatchOverlays(baseUrl, anna);
    await anna.getByRole('link', { name: 'Rank them together' }).click();
    await anna.getByRole('heading', { name: 'Which do you prefer?' }).waitFor();
    await openDecide(bram);
    // Nobody has answered: the matches in alphabetical order, without places.
    expect(await ourRanking(bram)).toEqual(['Emma', 'Liam', 'Noah']);

    // Anna prefers Noah, then Liam, then Emma; Bram's screen follows without a reload.
    const annasAnswers = await answerAll(anna, ['Noah', 'Liam', 'Emma']);
    await rankingCard(bram, "Anna's ranking").getByText(`${annasAnswers} comparisons`).waitFor();
    await expect.poll(() => ourRanking(bram)).toEqual(['1.Noah', '2.Liam', '3.Emma']);
    expect(await rankingCard(bram, 'Your ranking').getByText('No answers yet.').count()).toBe(1);

    // Bram prefers the other way round: Noah and Emma are first for one and last for the other.
    const bramsAnswers = await answerAll(bram, ['Emma', 'Liam', 'Noah']);
    await rankingCard(anna, "Bram's ranking").getByText(`${bramsAnswers} comparisons`).waitFor();
    for (const page of [anna, bram]) {
      await expect
        .poll(async () =>
          (await ourRanking(page))
            .filter((entry) => entry.endsWith('Talk about these'))
            .map((entry) => entry.replace(/^\d+\.|Talk about these$/g, ''))
            .sort(),
        )
        .toEqual(['Emma', 'Noah']);
    }
    const rankingOf = async (page: Page, title: string) =>
      (await rankingCard(page, title).getByRole('listitem').allTextContents()).join(' ');
    expect(await rankingOf(anna, 'Your ranking')).toBe('1.Noah 2.Liam 3.Emma');
    expect(await rankingOf(anna, "Bram's ranking")).toBe('1.Emma 2.Liam 3.Noah');

    // The confetti of the matches celebrated above may still be falling: its canvas is hidden from assistive
    // technology, so it breaks no landmark rule.
    const axe = await new AxeBuilder({ page: anna })
      .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'])
      .analyze();
    expect(axe.violations.map((violation) => violation.id)).toEqual([]);

    // Bram likes the name on his deck and Anna likes it too: a fourth match joins the rankings.
    await openApp(bram, '/');
    await closeMatchOverlays(baseUrl, bram);
    const fourth = await currentName(bram);
    await bram.getByRole('button', { name: 'Like', exact: true }).click();
    await serverVotes(bram, baseUrl, (votes) => votes.some((vote) => vote.name === fourth && vote.approved));
    await likeOnDetail(anna, fourth);
    await openDecide(anna);
    await expect.poll(() => ourRankedNames(anna)).toContain(fourth);

    // Bram takes his like back with Undo: the name leaves Anna's rankings without a reload.
    await closeMatchOverlays(baseUrl, bram);
    await bram.getByRole('button', { name: 'Undo' }).click();
    await expect.poll(() => ourRankedNames(anna)).not.toContain(fourth);
    expect(await ourRanking(anna)).toHaveLength(3);
    expect(
      (await rankingCard(anna, 'Your ranking').getByRole('listitem').allTextContents()).map((entry) =>
        entry.replace(/^\d+\./, ''),
      ),
    ).not.toContain(fourth);
  });
});
