import type { FirstQueriesContext } from '../../api/first-queries';
import { nameQuery } from '../../api/get-name';
import { LastNamePreviewScope } from '../../stores/last-name-preview';
import { nameInPath } from './name-param';
import { NameScreen } from './name-screen';

/** The name detail route: its full-name previews show the last name the device tries out, if any (decision 58). */
export function NameRoute() {
  return (
    <LastNamePreviewScope value={true}>
      <NameScreen />
    </LastNamePreviewScope>
  );
}

/** Opened directly: the name's details (the entry has asked for them already) are there for the first render. */
export async function prefetchNameRoute({ queryClient, pathname }: FirstQueriesContext): Promise<void> {
  const name = nameInPath(pathname);
  if (name !== undefined) {
    await queryClient.prefetchQuery(nameQuery(name));
  }
}
