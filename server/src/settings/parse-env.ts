import type { z } from 'zod';

/** A setting the server cannot start with; the message names the variable and what is wrong with it. */
export class ConfigurationError extends Error {
  override readonly name = 'ConfigurationError';
}

/** Parses one module's slice of the environment, naming every bad variable in one message. */
export function parseEnv<Schema extends z.ZodType>(schema: Schema, env: NodeJS.ProcessEnv): z.infer<Schema> {
  const parsed = schema.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
    throw new ConfigurationError(`Invalid configuration: ${problems.join('; ')}`);
  }
  return parsed.data;
}
