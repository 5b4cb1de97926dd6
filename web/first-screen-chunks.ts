import type { ChunkingContext, ModuleInfo } from 'rolldown';

/** React in its own chunk, long-cached, so an app update downloads only the app. */
export const reactChunk = {
  name: 'react',
  test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/,
  priority: 2,
};

/**
 * Everything the app's start module (`boot`) imports statically goes in one `first-screen` chunk. Without this
 * the bundler cut the first screen into 27 files wherever a module is shared with a lazy screen; over HTTP/1.1
 * (six connections) on a phone network every round of six costs a full request latency. Modules that only lazy
 * screens or first uses reach (STOMP, confetti, the Capacitor plugins) stay where the bundler puts them.
 */
export function firstScreenChunks(boot: RegExp) {
  const fromBoot = staticallyReachable((moduleId) => boot.test(moduleId));
  const fromEntry = staticallyReachable((_moduleId, info) => info?.isEntry ?? false);
  return [
    {
      // What the entry shares with the app (the bundler's preload helper, the name page's path), apart. In
      // `first-screen` it would make the entry import, and so run, the whole first screen before the first frame. In
      // the entry's chunk, a lazy screen sharing one of these modules would import that chunk, and the bundler would
      // load the entry's stylesheet for the screen, which index.html carries inline instead.
      name: (moduleId: string, context: ChunkingContext) =>
        fromEntry(moduleId, context) &&
        (fromBoot(moduleId, context) ||
          (context.getModuleInfo(moduleId)?.importers.some((importer) => !fromEntry(importer, context)) ??
            false))
          ? 'entry-shared'
          : null,
      priority: 3,
    },
    {
      name: (moduleId: string, context: ChunkingContext) =>
        fromBoot(moduleId, context) ? 'first-screen' : null,
      priority: 1,
    },
  ];
}

/** Whether a module is a root or imported statically, at any depth, by one; remembered within one build. */
function staticallyReachable(isRoot: (moduleId: string, info: ModuleInfo | null) => boolean) {
  const reached = new Set<string>();
  const visit = (moduleId: string, context: ChunkingContext, seen: Set<string>): boolean => {
    if (reached.has(moduleId)) {
      return true;
    }
    if (seen.has(moduleId)) {
      return false;
    }
    seen.add(moduleId);
    const info = context.getModuleInfo(moduleId);
    const reachable =
      isRoot(moduleId, info) || (info?.importers.some((importer) => visit(importer, context, seen)) ?? false);
    if (reachable) {
      reached.add(moduleId);
    }
    return reachable;
  };
  return (moduleId: string, context: ChunkingContext) => visit(moduleId, context, new Set());
}
