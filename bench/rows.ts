import type { IdleStep } from './idle-sessions';
import { lighthouseTarget } from './lighthouse-audit';
import type { LighthouseScores } from './lighthouse-audit';
import { bestRate, describeSweep } from './load-workers';
import type { SweepResult } from './load-workers';
import type { PostgresResult } from './postgres-run';
import { fixed } from './report';
import type { Row } from './report';
import type { SizeResult } from './sqlite-size';
import { medianMs } from './start-time';
import type { StartTimes } from './start-time';
import type { WriteFloor } from './write-floor';
import { ratio } from './stats';
import type { Latency } from './stats';

export interface Figures {
  main: SizeResult;
  sizes: SizeResult[];
  reference: { deck: SweepResult; tags: SweepResult };
  postgres: PostgresResult;
  rabbitMatch: Latency;
  idle: IdleStep[];
  rabbitIdle: IdleStep[];
  appBundle: number;
  bareBundle: number;
  lighthouse: LighthouseScores[];
  swipes: { swipes: number; nextCard: Latency; networkWaits: number };
  startTimes: StartTimes;
  writeFloor: WriteFloor[];
}

/** 2 M, 100 k */
function votesLabel(votes: number): string {
  return votes >= 1e6 ? `${(votes / 1e6).toLocaleString('en')} M` : `${(votes / 1e3).toLocaleString('en')} k`;
}

function startRows({ cold, warm, reference }: StartTimes): Row[] {
  const bare = medianMs(reference);
  const row = (label: string, times: number[], target: string, met: boolean): Row => ({
    benchmark: `start to ready, ${label}`,
    ours: `median ${medianMs(times)} ms of ${times.length}`,
    reference: `bare Fastify ${bare} ms`,
    ratio: fixed(ratio(medianMs(times), bare), 1),
    target,
    met,
  });
  return [
    row('empty SQLite (migrations, catalogue load)', cold, '-', true),
    row('second start (catalogue unchanged)', warm, '< 2000 ms', medianMs(warm) < 2_000),
  ];
}

/** Highest sustained rate with p99 < 10 ms against the bare route's, swept the same way in this run. */
function restRow(label: string, ours: SweepResult, reference: SweepResult, share: number): Row {
  const value = ratio(bestRate(ours), bestRate(reference));
  return {
    benchmark: label,
    ours: describeSweep(ours),
    reference: `bare ${describeSweep(reference)}`,
    ratio: fixed(value, 2),
    target: `>= ${share}x, p99 < 10 ms`,
    met: ours.best !== undefined && value >= share,
  };
}

function voteRow(label: string, ours: SweepResult, target: number): Row {
  return {
    benchmark: label,
    ours: ours.best
      ? `${ours.best.throughput.toLocaleString('en')} acked/s, receipt p50 ${ours.best.p50} p99 ${ours.best.p99} ms`
      : describeSweep(ours),
    reference: '-',
    ratio: '-',
    target: `>= ${target.toLocaleString('en')}/s, p99 < 50 ms`,
    met: bestRate(ours) >= target,
  };
}

/** What SQLite alone sustains: the ceiling under the STOMP vote figure. */
function writeFloorRow(floors: WriteFloor[], votes: string): Row {
  const at = (batch: number, synchronous: WriteFloor['synchronous']) => {
    const floor = floors.find((entry) => entry.batch === batch && entry.synchronous === synchronous);
    return floor ? `${floor.votesPerSecond.toLocaleString('en')}/s (${floor.msPerCommit} ms/commit)` : 'n/a';
  };
  return {
    benchmark: `SQLite alone, upserts (${votes})`,
    ours: `batch 20: ${at(20, 'FULL')}; batch 1,000: ${at(1_000, 'FULL')}`,
    reference: `without fsync: batch 20 ${at(20, 'OFF')}`,
    ratio: '-',
    target: 'report',
    met: undefined,
  };
}

function matchRow(label: string, latency: Latency | undefined, rabbit: Latency): Row {
  const value = ratio(latency?.p99 ?? Number.NaN, rabbit.p99);
  return {
    benchmark: `match latency ${label}`,
    ours: latency ? `p50 ${latency.p50} p99 ${latency.p99} ms` : 'not measured',
    reference: `RabbitMQ Web-STOMP p50 ${rabbit.p50} p99 ${rabbit.p99} ms`,
    ratio: fixed(value, 1),
    target: 'p99 <= 1.5x',
    met: value <= 1.5,
  };
}

/** The largest size against the main one: its sustained rate may be at most 1.5× lower. */
function growthRows(figures: Figures): Row[] {
  const largest = [...figures.sizes].sort((a, b) => b.votes - a.votes)[0];
  if (!largest || largest.votes <= figures.main.votes) {
    return [];
  }
  const row = (what: string, pick: (size: SizeResult) => SweepResult): Row => {
    const both = pick(figures.main).best !== undefined && pick(largest).best !== undefined;
    const slowdown = both ? ratio(bestRate(pick(figures.main)), bestRate(pick(largest))) : Number.NaN;
    return {
      benchmark: `${what} at ${votesLabel(largest.votes)} vs ${votesLabel(figures.main.votes)} votes`,
      ours: describeSweep(pick(largest)),
      reference: describeSweep(pick(figures.main)),
      ratio: fixed(slowdown, 2),
      target: 'slowdown <= 1.5x',
      met: both && slowdown <= 1.5,
    };
  };
  return [
    row('deck', (size) => size.deck),
    row('deck, vote cache off,', (size) => size.deckUncached),
    row('STOMP votes', (size) => size.stomp),
  ];
}

function lighthouseRow(score: LighthouseScores): Row {
  const page = new URL(score.url).pathname;
  const target = lighthouseTarget(page);
  const seconds = (ms: number) => `${fixed(ms / 1000, 1)} s`;
  return {
    benchmark: `Lighthouse mobile ${page}`,
    ours: score.error
      ? `not audited: ${score.error}`
      : `performance ${score.performance}, accessibility ${score.accessibility}, ` +
        `FCP ${seconds(score.firstContentfulPaintMs)}, LCP ${seconds(score.largestContentfulPaintMs)}`,
    reference: '-',
    ratio: '-',
    target:
      `>= ${target.performance}, ${target.accessibility}, ` +
      `FCP < ${seconds(target.firstContentfulPaintMs)}, LCP < ${seconds(target.largestContentfulPaintMs)}`,
    met:
      score.performance >= target.performance &&
      score.accessibility >= target.accessibility &&
      score.firstContentfulPaintMs < target.firstContentfulPaintMs &&
      score.largestContentfulPaintMs < target.largestContentfulPaintMs,
  };
}

export function tableRows(figures: Figures): Row[] {
  const { main, reference, postgres, rabbitMatch } = figures;
  const idleTop = figures.idle.at(-1);
  const rabbitTop = figures.rabbitIdle.at(-1);
  const bundleRatio = ratio(figures.appBundle, figures.bareBundle);
  const votes = `${votesLabel(main.votes)} votes`;
  return [
    ...startRows(figures.startTimes),
    restRow(`deck (SQLite, ${votes})`, main.deck, reference.deck, 0.5),
    {
      ...restRow(`deck, vote cache off (SQLite, ${votes})`, main.deckUncached, reference.deck, 0.5),
      target: 'report',
      met: undefined,
    },
    restRow(`tag counts (SQLite, ${votes})`, main.tags ?? main.deck, reference.tags, 0.5),
    restRow(`deck (PostgreSQL, ${votes})`, postgres.deck, reference.deck, 0.3),
    restRow(`tag counts (PostgreSQL, ${votes})`, postgres.tags, reference.tags, 0.3),
    voteRow(`STOMP votes, 1 instance (SQLite, ${votes})`, main.stomp, 15_000),
    voteRow(`STOMP votes, 1 instance (PostgreSQL, ${votes})`, postgres.stomp, 5_000),
    writeFloorRow(figures.writeFloor, votes),
    matchRow('(1 instance, SQLite)', main.match, rabbitMatch),
    matchRow('(2 instances, PostgreSQL + Redis)', postgres.matchTwo, rabbitMatch),
    ...growthRows(figures),
    {
      benchmark: `idle sessions (${idleTop?.sessions ?? 0}, 10 s heart-beats)`,
      ours: `${idleTop?.kbPerSession ?? 'n/a'} KB/session, CPU ${idleTop?.heartBeatCpuPercent ?? 'n/a'}%`,
      reference: `RabbitMQ ${rabbitTop?.kbPerSession ?? 'n/a'} KB/session at ${rabbitTop?.sessions ?? 0}, CPU ${rabbitTop?.heartBeatCpuPercent ?? 'n/a'}%`,
      ratio: fixed(ratio(idleTop?.kbPerSession ?? Number.NaN, rabbitTop?.kbPerSession ?? Number.NaN), 2),
      target: '< 20 KB/session',
      met: idleTop !== undefined && idleTop.failures === 0 && idleTop.kbPerSession < 20,
    },
    {
      benchmark: 'first screen JS+CSS (gzip)',
      ours: `${fixed(figures.appBundle / 1024)} KB`,
      reference: `bare React ${fixed(figures.bareBundle / 1024)} KB`,
      ratio: fixed(bundleRatio, 2),
      target: '<= 2x',
      met: bundleRatio <= 2,
    },
    ...figures.lighthouse.map(lighthouseRow),
    {
      benchmark: `${figures.swipes.swipes} swipes on slow 4G`,
      ours: `next card p50 ${figures.swipes.nextCard.p50} p99 ${figures.swipes.nextCard.p99} ms, ${figures.swipes.networkWaits} network waits`,
      reference: '-',
      ratio: '-',
      target: 'no network waits',
      met: figures.swipes.networkWaits === 0,
    },
  ];
}

/** One line per seeded size: seed time, deck and votes sustained. */
export function growthTable(sizes: SizeResult[]): Row[] {
  return [...sizes]
    .sort((a, b) => a.votes - b.votes)
    .map((size) => ({
      benchmark: `${size.votes.toLocaleString('en')} votes, ${size.devices.toLocaleString('en')} devices`,
      ours: `deck ${describeSweep(size.deck)}; vote cache off ${describeSweep(size.deckUncached)}`,
      reference: `votes ${describeSweep(size.stomp)}`,
      ratio: '',
      target: `seeded in ${size.seedSeconds} s`,
      met: undefined,
    }));
}
