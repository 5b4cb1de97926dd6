export { RawStompClient } from './raw-client';
export type { CloseInfo } from './raw-client';
export { upgradeStatus } from './upgrade-status';
