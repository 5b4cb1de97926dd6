import { useTranslation } from 'react-i18next';
import { Card, secondaryButton } from '../../components/ui/card';
import { PeopleIcon } from '../../components/ui/icons';
import { JoinForm } from './join-form';
import type { TogetherState } from './use-together';

/** Family members, the invite code, Join while alone and Leave once together (spec §2.8). */
export function FamilyCard({ members, inviteCode, error, requestInvite, join, leave }: TogetherState) {
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
              <span className="truncate">{member || t('together.unnamedMember')}</span>
              {index === 0 && <span className="ml-auto text-sm text-ink-muted">{t('together.you')}</span>}
            </li>
          ))}
        </ul>
      )}
      {inviteCode && (
        <div className="rounded-2xl bg-like-soft p-4 text-center">
          <p className="text-sm font-semibold">{t('together.inviteCode')}</p>
          <p data-testid="invite-code" className="font-mono text-4xl font-bold tracking-[0.25em] select-all">
            {inviteCode}
          </p>
        </div>
      )}
      {error && (
        <p role="alert" className="rounded-2xl border-2 border-like px-4 py-3 font-semibold text-like">
          {t(`errors.${error}`)}
        </p>
      )}
      <button type="button" onClick={requestInvite} className={secondaryButton}>
        {t('together.getInviteCode')}
      </button>
      {alone && <JoinForm onJoin={join} />}
      {!alone && (
        <button type="button" onClick={leave} className={secondaryButton}>
          {t('together.leaveFamily')}
        </button>
      )}
    </Card>
  );
}
