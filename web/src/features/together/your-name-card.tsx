import { DEVICE_NAME_MAX_LENGTH, TOGETHER_STATUS_MS } from '@name-swiper/contract/constants';
import { deviceNameRequestSchema } from '@name-swiper/contract/device';
import { inputErrorCode } from '@name-swiper/contract/errors';
import { useQueryClient } from '@tanstack/react-query';
import type { FormEvent } from 'react';
import { useEffect, useId, useState } from 'react';
import { ApiError } from '../../api/api-client';
import { familyQueryKey } from '../../api/get-family';
import { useDeviceName } from '../../api/get-device-name';
import { putDeviceName } from '../../api/put-device-name';
import { Card, primaryButton, textInput } from '../../components/ui/card';
import { useTranslation } from '../../i18n/use-translation';

type SaveStatus = 'saved' | 'cleared' | 'failed' | 'invalid-characters' | null;

/** Why a name was not saved: a character the contract refuses (said so), or anything else. */
function refusal(code: string): SaveStatus {
  return code === 'invalid-characters' ? 'invalid-characters' : 'failed';
}

/**
 * 'Your name' (spec §2.8, §7.1): the name partners see, checked with the contract's schema before it is sent; an
 * empty name clears it. The save message clears after 3 seconds.
 */
export function YourNameCard({ deviceId }: { deviceId: string }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const inputId = useId();
  const { data } = useDeviceName(deviceId);
  const [edited, setEdited] = useState<string | null>(null);
  const [status, setStatus] = useState<SaveStatus>(null);
  const value = edited ?? data?.name ?? '';

  useEffect(() => {
    if (status === null) {
      return;
    }
    const timer = setTimeout(() => setStatus(null), TOGETHER_STATUS_MS);
    return () => clearTimeout(timer);
  }, [status]);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (!deviceId) {
      return;
    }
    const request = deviceNameRequestSchema.safeParse({ name: value });
    if (!request.success) {
      setStatus(refusal(inputErrorCode(request.error.issues[0])));
      return;
    }
    try {
      const saved = await putDeviceName(deviceId, request.data);
      setEdited(saved.name ?? '');
      setStatus(saved.name === null ? 'cleared' : 'saved');
      void queryClient.invalidateQueries({ queryKey: familyQueryKey(deviceId) });
    } catch (error) {
      console.error('Saving the name failed', error);
      setStatus(error instanceof ApiError ? refusal(error.code) : 'failed');
    }
  };

  return (
    <Card title={t('together.yourName')}>
      <form onSubmit={(event) => void onSubmit(event)} className="flex flex-col gap-2">
        <label htmlFor={inputId} className="text-sm text-ink-muted">
          {t('together.nameHint')}
        </label>
        <div className="flex gap-2">
          <input
            id={inputId}
            value={value}
            onChange={(event) => setEdited(event.target.value)}
            maxLength={DEVICE_NAME_MAX_LENGTH}
            autoComplete="given-name"
            className={textInput}
          />
          <button type="submit" className={primaryButton}>
            {t('together.save')}
          </button>
        </div>
        {/* Empty, the status takes no room: its negative margin takes back the form's gap. */}
        <p
          role="status"
          className={`text-sm font-bold empty:-mt-2 ${status === 'saved' || status === 'cleared' ? '' : 'text-like'}`}
        >
          {status === 'saved' && t('together.nameSaved')}
          {status === 'cleared' && t('together.nameCleared')}
          {status === 'failed' && t('together.nameSaveFailed')}
          {status === 'invalid-characters' && t('errors.invalid-characters')}
        </p>
      </form>
    </Card>
  );
}
