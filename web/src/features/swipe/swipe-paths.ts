/** The swipe screen's paths (spec §2.1). */
export const SWIPE_PATHS: readonly string[] = ['/', '/baby'];
