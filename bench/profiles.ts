import fs from 'node:fs';
import path from 'node:path';
import { z } from 'zod';

/**
 * Self time per function of a V8 `.cpuprofile` (what `node --cpu-prof` writes), as a short text: the top
 * functions, then the share per package, so a profile can be read and committed without the large JSON.
 */
const profileSchema = z.object({
  nodes: z.array(
    z.object({
      id: z.number(),
      callFrame: z.object({
        functionName: z.string(),
        url: z.string(),
        lineNumber: z.number(),
      }),
      children: z.array(z.number()).optional(),
    }),
  ),
  endTime: z.number(),
  samples: z.array(z.number()),
  timeDeltas: z.array(z.number()),
});

/** The load's window, in ms before the process ended (its profile's endTime): start-up and shutdown left out. */
export interface LoadWindow {
  fromMsBeforeEnd: number;
  toMsBeforeEnd: number;
}

function where(url: string, line: number): string {
  if (url === '') {
    return '';
  }
  const modules = url.lastIndexOf('node_modules/');
  const short =
    modules >= 0
      ? url.slice(modules + 'node_modules/'.length)
      : url.replace(/^.*\/(server|contract)\//, '$1/');
  return `${short.replace(/^file:\/\//, '')}:${line + 1}`;
}

function packageOf(url: string): string {
  if (url === '') {
    return '(native/V8)';
  }
  if (url.startsWith('node:')) {
    return 'node core';
  }
  const match = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(url);
  if (match?.[1]) {
    return match[1];
  }
  return url.includes('/server/') ? 'server (ours)' : 'other';
}

export function summariseProfile(file: string, title: string, window: LoadWindow, top = 30): string {
  const profile = profileSchema.parse(JSON.parse(fs.readFileSync(file, 'utf8')));
  const byId = new Map(profile.nodes.map((node) => [node.id, node.callFrame]));
  const parentOf = new Map<number, number>();
  profile.nodes.forEach((node) => node.children?.forEach((child) => parentOf.set(child, node.id)));
  const keyOf = (frame: { functionName: string; url: string; lineNumber: number }) =>
    `${frame.functionName || '(anonymous)'}  ${where(frame.url, frame.lineNumber)}`;
  const selfUs = new Map<string, number>();
  const totalUsOf = new Map<string, number>();
  const packageUs = new Map<string, number>();
  let totalUs = 0;
  const timestamps: number[] = [];
  profile.timeDeltas.reduce((at, delta) => {
    timestamps.push(at + delta);
    return at + delta;
  }, 0);
  const last = timestamps.at(-1) ?? 0;
  const from = last - window.fromMsBeforeEnd * 1000;
  const to = last - window.toMsBeforeEnd * 1000;
  profile.samples.forEach((id, index) => {
    const frame = byId.get(id);
    const delta = profile.timeDeltas[index] ?? 0;
    const at = timestamps[index] ?? 0;
    if (!frame || at < from || at > to) {
      return;
    }
    totalUs += delta;
    const key = keyOf(frame);
    selfUs.set(key, (selfUs.get(key) ?? 0) + delta);
    // Inclusive time: once per function on the sample's stack, however often it recurs there.
    const onStack = new Set<string>();
    for (let at: number | undefined = id; at !== undefined; at = parentOf.get(at)) {
      const caller = byId.get(at);
      if (caller && caller.url !== '') {
        onStack.add(keyOf(caller));
      }
    }
    onStack.forEach((name) => totalUsOf.set(name, (totalUsOf.get(name) ?? 0) + delta));
    const pkg = frame.functionName.startsWith('(') ? frame.functionName : packageOf(frame.url);
    packageUs.set(pkg, (packageUs.get(pkg) ?? 0) + delta);
  });
  const busyUs = totalUs - (selfUs.get('(idle)  ') ?? 0);
  const share = (us: number) => `${((100 * us) / Math.max(1, totalUs)).toFixed(1).padStart(5)} %`;
  const ranked = (map: Map<string, number>, count: number) =>
    [...map.entries()]
      .sort((a, b) => b[1] - a[1])
      .slice(0, count)
      .map(([key, us]) => `${share(us)}  ${(us / 1000).toFixed(0).padStart(6)} ms  ${key}`);
  return [
    `# ${title}`,
    `${path.basename(file)}: ${(totalUs / 1e6).toFixed(1)} s sampled under load (start-up and shutdown left out), ` +
      `${(busyUs / 1e6).toFixed(1)} s not idle`,
    '',
    `## Self time, top ${top}`,
    ...ranked(selfUs, top),
    '',
    '## Self time by package',
    ...ranked(packageUs, 15),
    '',
    `## Total time (self and callees) of our functions, top ${top}`,
    ...ranked(
      new Map([...totalUsOf].filter(([name]) => name.includes('server/') || name.includes('stomp-server/'))),
      top,
    ),
    '',
  ].join('\n');
}

/** The newest `.cpuprofile` in `dir`, summarised into `out`. */
export function writeProfileSummary(dir: string, out: string, title: string, window: LoadWindow): string {
  const newest = fs
    .readdirSync(dir)
    .filter((file) => file.endsWith('.cpuprofile'))
    .map((file) => path.join(dir, file))
    .sort((a, b) => fs.statSync(b).mtimeMs - fs.statSync(a).mtimeMs)[0];
  if (!newest) {
    throw new Error(`no .cpuprofile in ${dir}`);
  }
  fs.mkdirSync(path.dirname(out), { recursive: true });
  fs.writeFileSync(out, summariseProfile(newest, title, window));
  return out;
}
