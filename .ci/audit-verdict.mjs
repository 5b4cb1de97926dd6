// Reads `npm audit --json` on stdin and decides: exit 1 on a high or critical advisory, 0 otherwise.
// A report without audit metadata means the advisory service was not reached; that fails only with AUDIT_REQUIRED=1.
import { readFileSync } from 'node:fs';

const BLOCKING = ['high', 'critical'];

function parse(text) {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

const report = parse(readFileSync(0, 'utf8'));
const counts = report?.metadata?.vulnerabilities;

if (!counts) {
  const reason = report?.message ?? report?.error?.summary ?? 'no readable report';
  const banner = '!'.repeat(100);
  console.error(`${banner}\nnpm audit could not reach the advisory service: ${reason}`);
  console.error(`The production dependencies were NOT audited on this machine.\n${banner}`);
  process.exit(process.env.AUDIT_REQUIRED === '1' ? 1 : 0);
}

const blocking = Object.values(report.vulnerabilities ?? {}).filter((entry) =>
  BLOCKING.includes(entry.severity),
);
if (blocking.length > 0) {
  console.error(`npm audit: ${blocking.length} production dependencies with a high or critical advisory:`);
  for (const entry of blocking) {
    const titles = (entry.via ?? []).map((via) =>
      typeof via === 'string' ? via : `${via.title} ${via.url}`,
    );
    console.error(`- ${entry.name} (${entry.severity}, ${entry.range}): ${titles.join('; ')}`);
  }
  process.exit(1);
}
const total = Object.values(counts).reduce((sum, count) => sum + count, 0) - (counts.total ?? 0);
console.log(`npm audit: no high or critical advisory in the production dependencies (${total} lower).`);
