import { STORAGE_KEYS } from '@name-swiper/contract/constants';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { Link } from 'wouter';
import { familyQuery } from '../../../api/get-family';
import { CloseIcon, PeopleIcon } from '../../../components/ui/icons';
import { useTranslation } from '../../../i18n/use-translation';
import { useDeviceId } from '../../../platform/device-id-context';
import { writeItem } from '../../../platform/local-storage';

/**
 * "Made for two": a device that is alone is told that the app is meant for two, with the way to Together and 'Not
 * now'; shown once (remembered under partner-nudge-shown). Loaded and rendered by `PartnerNudgeWhenDue` only once
 * it is due, so neither its code nor the family request weighs on the swipe screen's first load (decision 77).
 */
export default function PartnerNudge() {
  const { t } = useTranslation();
  const deviceId = useDeviceId();
  const [dismissed, setDismissed] = useState(false);
  const members = useQuery(familyQuery(deviceId)).data?.members;
  const visible = !dismissed && members !== undefined && members.length <= 1;

  useEffect(() => {
    if (visible) {
      writeItem(STORAGE_KEYS.partnerNudgeShown, 'true');
    }
  }, [visible]);

  if (!visible) {
    return null;
  }
  return (
    <aside
      aria-labelledby="partner-nudge-title"
      data-testid="partner-nudge"
      className="mb-2 flex items-start gap-3 rounded-2xl border border-line bg-surface p-3"
    >
      <PeopleIcon className="mt-0.5 size-6 shrink-0 text-like" />
      <div className="flex min-w-0 flex-1 flex-col gap-1">
        <p id="partner-nudge-title" className="font-bold">
          {t('swipe.nudge.title')}
        </p>
        <p className="text-sm text-ink-muted">{t('swipe.nudge.text')}</p>
        <Link to="/together" className="flex min-h-11 items-center font-bold text-like underline">
          {t('swipe.nudge.link')}
        </Link>
      </div>
      <button
        type="button"
        onClick={() => setDismissed(true)}
        aria-label={t('swipe.nudge.dismiss')}
        title={t('swipe.nudge.dismiss')}
        className="flex size-11 shrink-0 items-center justify-center rounded-full hover:bg-surface-2"
      >
        <CloseIcon className="size-5" />
      </button>
    </aside>
  );
}
