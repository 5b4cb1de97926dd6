import { LastNamePreviewScope } from '../../stores/last-name-preview';
import { NameScreen } from './name-screen';

/** The name detail route: its full-name previews show the last name the device tries out, if any (decision 58). */
export function NameRoute() {
  return (
    <LastNamePreviewScope value={true}>
      <NameScreen />
    </LastNamePreviewScope>
  );
}
