import { Card, secondaryButton, textButton } from '../../components/ui/card';
import { joinList } from '../../i18n/join-list';
import { useTranslation } from '../../i18n/use-translation';
import { InviteCodePanel } from './invite-code-panel';
import { JoinForm } from './join-form';
import { LeaveFamilyButton } from './leave-family-button';
import { MemberSections, PlainMemberList } from './member-list';
import { ShareMatchesSwitch } from './share-matches-switch';
import type { TogetherState } from './use-together';

/**
 * Family members (by name, else 'You' and 'Your partner'; under Parents and Supporters, decision 89), the invite code
 * to copy or share, Join while alone and Leave (asked first) once together (spec §2.8). Alone, it shows one way in at
 * a time: the code received to share (with a way back to entering theirs), or 'Get invite code', 'Invite a
 * grandparent' and the field for the partner's code. Only a parent invites, removes a supporter and shares matches.
 */
export function FamilyCard({
  members,
  roles,
  inviteCode,
  inviteRole,
  error,
  requestInvite,
  requestSupporterInvite,
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
  const supporter = roles?.role === 'supporter';
  const parentNames = (roles?.members ?? [])
    .filter((member) => member.role === 'parent')
    .map((member) => member.name || t('together.aParent'));
  const hasSupporters = roles?.members.some((member) => member.role === 'supporter') ?? false;
  return (
    <Card title={t('together.familyMembers')}>
      {alone ? (
        <p className="text-ink-muted">{t('together.aloneHelp')}</p>
      ) : roles ? (
        <MemberSections roles={roles} />
      ) : (
        <PlainMemberList members={members} />
      )}
      {supporter && (
        <p className="text-sm text-ink-muted" data-testid="supporter-help">
          {t('together.supporterHelp', { parents: joinList(t, parentNames) })}
        </p>
      )}
      {!alone && !members[0] && <p className="text-sm text-ink-muted">{t('together.setNamePrompt')}</p>}
      {inviteCode && (
        <InviteCodePanel code={inviteCode} role={inviteRole} ownName={members[0] || undefined} />
      )}
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
          {!supporter && (
            <div className="flex flex-wrap gap-2">
              <button type="button" onClick={requestInvite} className={`${secondaryButton} flex-1`}>
                {t('together.getInviteCode')}
              </button>
              {roles && (
                <button
                  type="button"
                  onClick={requestSupporterInvite}
                  className={`${secondaryButton} flex-1`}
                >
                  {t('together.inviteSupporter')}
                </button>
              )}
            </div>
          )}
          {alone && <JoinForm onJoin={join} />}
        </>
      )}
      {!supporter && hasSupporters && roles && <ShareMatchesSwitch shared={roles.shareMatches} />}
      {!alone && (
        <LeaveFamilyButton
          onLeave={leave}
          question={t(supporter ? 'together.leaveQuestionSupporter' : 'together.leaveQuestion')}
        />
      )}
    </Card>
  );
}
