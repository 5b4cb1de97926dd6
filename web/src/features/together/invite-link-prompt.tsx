import { INVITE_CODE_ALPHABET, INVITE_CODE_LENGTH } from '@name-swiper/contract/constants';
import { deviceNameRequestSchema } from '@name-swiper/contract/device';
import { useSearchParams } from 'wouter';
import { Card, primaryButton, secondaryButton } from '../../components/ui/card';
import { useTranslation } from '../../i18n/use-translation';

/** The code of an invite link, when it is one a server could have given out. */
function linkCode(raw: string | null): string | undefined {
  const code = raw?.trim().toUpperCase() ?? '';
  return code.length === INVITE_CODE_LENGTH && [...code].every((char) => INVITE_CODE_ALPHABET.includes(char))
    ? code
    : undefined;
}

/** The inviter's name as the link carries it, if it passes the rules every name passes. */
function linkName(raw: string | null): string | undefined {
  const parsed = deviceNameRequestSchema.shape.name.safeParse(raw ?? '');
  return parsed.success && parsed.data ? parsed.data : undefined;
}

/**
 * An opened invite link (`/together?code=ABC234&from=Anna`, in a browser or through the app scheme): asks to
 * join the inviter's family by name, with 'Cancel' and 'Confirm'; either answer takes the link's query away.
 */
export function InviteLinkPrompt({ join }: { join: (inviteCode: string) => void }) {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const code = linkCode(params.get('code'));
  if (!code) {
    return null;
  }
  const name = linkName(params.get('from'));
  const answer = (accepted: boolean) => {
    setParams({}, { replace: true });
    if (accepted) {
      join(code);
    }
  };
  return (
    <Card title={t('together.invitedTitle')}>
      <div role="alertdialog" aria-labelledby="invite-link-question" className="flex flex-col gap-3">
        <p id="invite-link-question" className="font-semibold">
          {name ? t('together.joinNamedFamily', { name }) : t('together.joinFamily')}
        </p>
        <p data-testid="invite-link-code" className="font-mono text-2xl font-bold tracking-[0.25em]">
          {code}
        </p>
        <div className="flex gap-2">
          <button type="button" onClick={() => answer(false)} className={`${secondaryButton} flex-1`}>
            {t('common.cancel')}
          </button>
          <button type="button" onClick={() => answer(true)} className={`${primaryButton} flex-1`}>
            {t('common.confirm')}
          </button>
        </div>
      </div>
    </Card>
  );
}
