import { useStore } from './use-store';
import { familyLastNameStore } from './family-last-name-store';
import { useLastNamePreview } from './last-name-preview';
import type { Preferences } from './preferences-store';
import { preferencesStore } from './preferences-store';

/**
 * The preferences as every screen shows them. `lastName` is the one full-name previews use: on the name detail
 * screen a preview the device tries out, else the family's last name in a family that has one, else the device's
 * own (user-last-name). The device's own stays in preferencesStore, untouched by the other two (decision 58).
 */
export function usePreferences(): Preferences {
  const preferences = useStore(preferencesStore);
  const familyLastName = useStore(familyLastNameStore);
  const preview = useLastNamePreview();
  const lastName = preview ?? familyLastName ?? preferences.lastName;
  return lastName === preferences.lastName ? preferences : { ...preferences, lastName };
}
