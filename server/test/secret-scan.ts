import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

interface SecretRule {
  name: string;
  pattern: RegExp;
  /** The matched value that must not be a placeholder (group 1), when the rule has one. */
  placeholderCheck?: boolean;
}

export const SECRET_RULES: readonly SecretRule[] = [
  { name: 'private key', pattern: /-----BEGIN (?:[A-Z]+ )*PRIVATE KEY-----/ },
  { name: 'AWS access key', pattern: /\bAKIA[0-9A-Z]{16}\b/ },
  { name: 'GitHub token', pattern: /\bgh[pousr]_[A-Za-z0-9]{36}\b/ },
  { name: 'Google API key', pattern: /\bAIza[0-9A-Za-z_-]{35}\b/ },
  { name: 'Slack token', pattern: /\bxox[baprs]-[0-9A-Za-z-]{10,}/ },
  {
    name: 'secret assigned in env/shell style',
    pattern:
      /^\s*(?:export\s+)?[A-Z][A-Z0-9_]*(?:SECRET|PASSWORD|TOKEN|API_KEY|PRIVATE_KEY)\s*=\s*['"]?([^\s'"#]+)/m,
    placeholderCheck: true,
  },
  {
    name: 'password in a URL',
    pattern: /\b[a-z][a-z0-9+.-]*:\/\/[^/\s:@'"]+:([^@\s/'"]+)@/,
    placeholderCheck: true,
  },
];

/** Values documentation uses in place of a real secret. */
const PLACEHOLDER = /^(?:\$.*|<.*|\.\.\.|…|x+|changeme|secret|password|pass|example.*|your[-_].*)$/i;

/** Files that may exist locally but must never be committed. */
const FORBIDDEN_FILES =
  /(?:^|\/)(?:\.env(?:\.(?!example$)[\w.-]+)?|id_rsa|id_ed25519|[^/]+\.pem|[^/]+\.p12|[^/]+\.key)$/;

const MAX_SCANNED_BYTES = 1024 * 1024;

/** The files git tracks under `root`. */
export function trackedFiles(root: string): string[] {
  const output = execFileSync('git', ['ls-files', '-z'], { cwd: root, encoding: 'utf8' });
  return output.split('\0').filter((file) => file !== '');
}

/** Findings as `file:line: rule` for every secret-looking thing in the given files. */
export function scanForSecrets(root: string, files: string[]): string[] {
  const findings: string[] = [];
  for (const file of files) {
    if (FORBIDDEN_FILES.test(file)) {
      findings.push(`${file}: a file of this kind must not be committed`);
      continue;
    }
    const absolute = path.join(root, file);
    if (!fs.existsSync(absolute) || fs.statSync(absolute).size > MAX_SCANNED_BYTES) {
      continue;
    }
    const text = fs.readFileSync(absolute, 'utf8');
    if (text.includes('\0')) {
      continue;
    }
    findings.push(...scanText(text).map((finding) => `${file}:${finding}`));
  }
  return findings;
}

/** Findings as `line: rule` in one text. */
export function scanText(text: string): string[] {
  const findings: string[] = [];
  for (const [index, line] of text.split('\n').entries()) {
    for (const rule of SECRET_RULES) {
      const match = rule.pattern.exec(line);
      const value = match?.[1] ?? '';
      if (match && !(rule.placeholderCheck && PLACEHOLDER.test(value))) {
        findings.push(`${index + 1}: ${rule.name}`);
      }
    }
  }
  return findings;
}
