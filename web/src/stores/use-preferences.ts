import type { Preferences } from './preferences-store';
import { preferencesStore } from './preferences-store';
import { useStore } from './create-store';

export function usePreferences(): Preferences {
  return useStore(preferencesStore);
}
