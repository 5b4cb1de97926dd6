import { INVITE_CODE_ALPHABET, INVITE_CODE_LENGTH } from '@name-swiper/contract/constants';

const WELL_FORMED_CODE = new RegExp(`^[${INVITE_CODE_ALPHABET}]{${INVITE_CODE_LENGTH}}$`);

/** Whether a normalised code could be an invite at all; anything else is never looked up. */
export function isWellFormedInviteCode(code: string): boolean {
  return WELL_FORMED_CODE.test(code);
}
