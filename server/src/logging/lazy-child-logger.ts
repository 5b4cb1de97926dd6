import type { FastifyBaseLogger } from 'fastify';
import type { Bindings, ChildLoggerOptions, Level, LevelWithSilentOrString } from 'pino';

function enabledIn(logger: FastifyBaseLogger, level: Level): boolean {
  const check: unknown = Reflect.get(logger, 'isLevelEnabled');
  return typeof check !== 'function' || Boolean(Reflect.apply(check, logger, [level]));
}

/**
 * A request's logger that becomes the pino child with the request's bindings (its `reqId`) when a line at an enabled
 * level is first written to it, so the lines are the child's own. Making the child serialises its bindings and sets
 * up redaction, and at LOG_LEVEL=warn most requests write no line at all.
 */
class LazyChildLogger implements FastifyBaseLogger {
  #child: FastifyBaseLogger | undefined;

  constructor(
    private readonly parent: FastifyBaseLogger,
    private readonly bindings: Bindings,
  ) {}

  get level(): LevelWithSilentOrString {
    return this.#child?.level ?? this.parent.level;
  }

  set level(level: LevelWithSilentOrString) {
    this.made().level = level;
  }

  fatal(...args: unknown[]): void {
    this.write('fatal', args);
  }

  error(...args: unknown[]): void {
    this.write('error', args);
  }

  warn(...args: unknown[]): void {
    this.write('warn', args);
  }

  info(...args: unknown[]): void {
    this.write('info', args);
  }

  debug(...args: unknown[]): void {
    this.write('debug', args);
  }

  trace(...args: unknown[]): void {
    this.write('trace', args);
  }

  silent(): void {}

  child(bindings: Bindings, options?: ChildLoggerOptions): FastifyBaseLogger {
    return this.made().child(bindings, options);
  }

  private write(level: Level, args: unknown[]): void {
    if (this.#child === undefined && !enabledIn(this.parent, level)) {
      return;
    }
    const child = this.made();
    Reflect.apply(child[level], child, args);
  }

  private made(): FastifyBaseLogger {
    this.#child ??= this.parent.child(this.bindings);
    return this.#child;
  }
}

/**
 * Fastify's `childLoggerFactory`: each request's logger, made lazily unless the route sets a level or serializers of
 * its own (none of ours does).
 */
export function lazyChildLogger(
  logger: FastifyBaseLogger,
  bindings: Bindings,
  options: ChildLoggerOptions,
): FastifyBaseLogger {
  return Object.keys(options).length > 0
    ? logger.child(bindings, options)
    : new LazyChildLogger(logger, bindings);
}
