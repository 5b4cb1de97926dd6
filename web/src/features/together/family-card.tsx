import { Card, secondaryButton, textButton } from '../../components/ui/card';
import { PeopleIcon } from '../../components/ui/icons';
import { useTranslation } from '../../i18n/use-translation';
import { InviteCodePanel } from './invite-code-panel';
import { JoinForm } from './join-form';
import { LeaveFamilyButton } from './leave-family-button';
import type { TogetherState } from './use-together';

/**
 * Family members (by name, else 'You' and 'Your partner'), the invite code to copy or share, Join while alone and
 * Leave (asked first) once together (spec §2.8). Alone, it shows one way in at a time: the code received to share
 * (with a way back to entering theirs), or 'Get invite code' and the field for the partner's code.
 */
export function FamilyCard({
  members,
  inviteCode,
  error,
  requestInvite,
  forgetInvite,
  join,
  leave,
}: TogetherState) {
  const { t } = useTranslation();
  if (members === undefined) {
    return (
      <Card title={t('together.familyMembers')}>
        <p className="text-ink-muted">{t('app.loading')}</p>
      </Card>
    );
  }
  const alone = members.length <= 1;
  return (
    <Card title={t('together.familyMembers')}>
      {alone ? (
        <p className="text-ink-muted">{t('together.aloneHelp')}</p>
      ) : (
        <ul className="flex flex-col gap-2" aria-label={t('together.familyMembers')}>
          {members.map((member, index) => (
            <li
              key={`${index}-${member}`}
              data-testid="family-member"
              className="flex min-h-12 items-center gap-3 rounded-2xl bg-surface-2 px-4 font-semibold"
            >
              <PeopleIcon className="size-5 text-ink-muted" />
              <span className="truncate">
                {member || t(index === 0 ? 'together.you' : 'together.yourPartner')}
              </span>
              {index === 0 && member && (
                <span className="ml-auto text-sm text-ink-muted">{t('together.you')}</span>
              )}
            </li>
          ))}
        </ul>
      )}
      {!alone && !members[0] && <p className="text-sm text-ink-muted">{t('together.setNamePrompt')}</p>}
      {inviteCode && <InviteCodePanel code={inviteCode} ownName={members[0] || undefined} />}
      {error && (
        <p role="alert" className="rounded-2xl border-2 border-like px-4 py-3 font-semibold text-like">
          {t(`errors.${error}`)}
        </p>
      )}
      {inviteCode ? (
        <button type="button" onClick={forgetInvite} className={textButton}>
          {t('together.haveCode')}
        </button>
      ) : (
        <>
          <button type="button" onClick={requestInvite} className={secondaryButton}>
            {t('together.getInviteCode')}
          </button>
          {alone && <JoinForm onJoin={join} />}
        </>
      )}
      {!alone && <LeaveFamilyButton onLeave={leave} />}
    </Card>
  );
}
