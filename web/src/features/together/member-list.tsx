import type { FamilyRoleMember, FamilyRoles } from '@name-swiper/contract/family';
import { PeopleIcon } from '../../components/ui/icons';
import { useTranslation } from '../../i18n/use-translation';
import { RemoveSupporterButton } from './remove-supporter-button';

const row = 'flex min-h-12 items-center gap-3 rounded-2xl bg-surface-2 px-4 font-semibold';

/** The members by name, else 'You' and 'Your partner' (decision 57), as the spec's list has them. */
export function PlainMemberList({ members }: { members: string[] }) {
  const { t } = useTranslation();
  return (
    <ul className="flex flex-col gap-2" aria-label={t('together.familyMembers')}>
      {members.map((member, index) => (
        <li key={`${index}-${member}`} data-testid="family-member" className={row}>
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
  );
}

function MemberRow({ member, removable }: { member: FamilyRoleMember; removable: boolean }) {
  const { t } = useTranslation();
  const unnamed = member.you
    ? t('together.you')
    : t(member.role === 'parent' ? 'together.yourPartner' : 'together.aSupporter');
  return (
    <li data-testid="family-member" className={`${row} flex-wrap py-1`}>
      <PeopleIcon className="size-5 text-ink-muted" />
      <span className="truncate">{member.name || unnamed}</span>
      {member.you && member.name && (
        <span className="ml-auto text-sm text-ink-muted">{t('together.you')}</span>
      )}
      {removable && <RemoveSupporterButton member={member} />}
    </li>
  );
}

/**
 * The members under Parents and Supporters (decision 89); a parent can take a supporter out. Parents alone, as a
 * couple is, are listed under Parents only.
 */
export function MemberSections({ roles }: { roles: FamilyRoles }) {
  const { t } = useTranslation();
  const parents = roles.members.filter((member) => member.role === 'parent');
  const supporters = roles.members.filter((member) => member.role === 'supporter');
  const sections = [
    { key: 'parents', title: t('together.parents'), members: parents },
    { key: 'supporters', title: t('together.supporters'), members: supporters },
  ].filter((section) => section.members.length > 0);
  return (
    <div className="flex flex-col gap-3">
      {sections.map((section) => (
        <section key={section.key} className="flex flex-col gap-2" data-testid={`family-${section.key}`}>
          <h3 className="text-sm font-bold uppercase tracking-wide text-ink-muted">{section.title}</h3>
          <ul className="flex flex-col gap-2" aria-label={section.title}>
            {section.members.map((member) => (
              <MemberRow
                key={member.key}
                member={member}
                removable={roles.role === 'parent' && member.role === 'supporter'}
              />
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}
