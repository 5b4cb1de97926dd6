import { useState } from 'react';
import { primaryButton, secondaryButton } from '../../components/ui/card';
import { useTranslation } from '../../i18n/use-translation';

/** 'Leave family' asks first (for a parent: the partner's likes stay theirs, and the matches end). */
export function LeaveFamilyButton({ onLeave, question }: { onLeave: () => void; question: string }) {
  const { t } = useTranslation();
  const [asking, setAsking] = useState(false);
  if (!asking) {
    return (
      <button type="button" onClick={() => setAsking(true)} className={secondaryButton}>
        {t('together.leaveFamily')}
      </button>
    );
  }
  return (
    <div role="alertdialog" aria-labelledby="leave-family-question" className="flex flex-col gap-2">
      <p id="leave-family-question" className="font-semibold">
        {question}
      </p>
      <div className="flex gap-2">
        <button type="button" onClick={() => setAsking(false)} className={`${secondaryButton} flex-1`}>
          {t('common.cancel')}
        </button>
        <button
          type="button"
          onClick={() => {
            setAsking(false);
            onLeave();
          }}
          className={`${primaryButton} flex-1`}
        >
          {t('common.confirm')}
        </button>
      </div>
    </div>
  );
}
