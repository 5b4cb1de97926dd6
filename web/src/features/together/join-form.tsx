import { INVITE_CODE_LENGTH } from '@name-swiper/contract/constants';
import type { FormEvent } from 'react';
import { useId, useState } from 'react';
import { primaryButton, textInput } from '../../components/ui/card';
import { useTranslation } from '../../i18n/use-translation';

/** The invite-code input (spec §2.8, §5): Join, Enter, or automatically once 6 characters are typed. */
export function JoinForm({ onJoin }: { onJoin: (inviteCode: string) => void }) {
  const { t } = useTranslation();
  const inputId = useId();
  const [code, setCode] = useState('');

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    onJoin(code);
  };
  const onChange = (value: string) => {
    const next = value.toUpperCase();
    setCode(next);
    if (next.length === INVITE_CODE_LENGTH) {
      onJoin(next);
    }
  };

  return (
    <form onSubmit={onSubmit} className="flex flex-col gap-2">
      <label htmlFor={inputId} className="text-sm font-semibold text-ink-muted">
        {t('together.codeLabel')}
      </label>
      <div className="flex gap-2">
        <input
          id={inputId}
          value={code}
          onChange={(event) => onChange(event.target.value)}
          maxLength={64}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          enterKeyHint="go"
          placeholder="ABC234"
          className={`${textInput} font-mono text-lg uppercase tracking-[0.3em]`}
        />
        <button type="submit" className={primaryButton}>
          {t('together.join')}
        </button>
      </div>
    </form>
  );
}
