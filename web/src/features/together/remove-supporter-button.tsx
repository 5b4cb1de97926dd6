import type { FamilyRoleMember } from '@name-swiper/contract/family';
import { useState } from 'react';
import { removeSupporter } from '../../api/family-roles';
import { primaryButton, secondaryButton } from '../../components/ui/card';
import { useTranslation } from '../../i18n/use-translation';

/** 'Remove' beside a supporter, for a parent; it asks first, as 'Leave family' does. */
export function RemoveSupporterButton({ member }: { member: FamilyRoleMember }) {
  const { t } = useTranslation();
  const [asking, setAsking] = useState(false);
  const name = member.name || t('together.aSupporter');
  if (!asking) {
    return (
      <button
        type="button"
        onClick={() => setAsking(true)}
        aria-label={t('together.removeSupporter', { name })}
        className="ml-auto min-h-11 rounded-full px-3 text-sm font-semibold text-ink-muted hover:bg-surface hover:text-ink"
      >
        {t('together.remove')}
      </button>
    );
  }
  return (
    <div
      role="alertdialog"
      aria-label={t('together.removeQuestion', { name })}
      className="flex w-full flex-col gap-2 py-2"
    >
      <p className="font-semibold">{t('together.removeQuestion', { name })}</p>
      <div className="flex gap-2">
        <button type="button" onClick={() => setAsking(false)} className={`${secondaryButton} flex-1`}>
          {t('common.cancel')}
        </button>
        <button
          type="button"
          onClick={() => {
            setAsking(false);
            removeSupporter(member.key);
          }}
          className={`${primaryButton} flex-1`}
        >
          {t('common.confirm')}
        </button>
      </div>
    </div>
  );
}
