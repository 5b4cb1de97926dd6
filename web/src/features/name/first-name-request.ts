import { buildUrl } from '../../api/api-url';
import { startEarlyRequest } from '../../api/early-requests';
import { nameDetailPath } from '../../api/name-detail-path';
import { nameInPath } from './name-param';

/**
 * Opened directly at a name's page, asks for its details from the entry script, so that they travel while the
 * app's code and the page's own are still on their way; the page takes the answer when it asks the same.
 */
export function requestFirstName(pathname: string = window.location.pathname): void {
  const name = nameInPath(pathname);
  if (name !== undefined && name !== '') {
    startEarlyRequest(buildUrl(nameDetailPath(name)));
  }
}
