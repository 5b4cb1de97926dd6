import { STORAGE_KEYS } from '@name-swiper/contract/constants';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { Link } from 'wouter';
import { familyQuery } from '../../../api/get-family';
import { CloseIcon, PeopleIcon } from '../../../components/ui/icons';
import { useTranslation } from '../../../i18n/use-translation';
import { useDeviceId } from '../../../platform/device-id-context';
import { readItem, writeItem } from '../../../platform/local-storage';
import { useStore } from '../../../stores/use-store';
import { votesStore } from '../../../stores/votes-store';

/** The nudge comes once the device has voted on this many names: by then the parent knows what the app does. */
export const NUDGE_AFTER_VOTES = 5;

/**
 * "Made for two": once, after a few votes, a device that is alone is told that the app is meant for two, with the
 * way to Together and 'Not now'. Shown once (remembered under partner-nudge-shown); the family is asked for only
 * when the nudge could show, so the swipe screen's first load asks nothing more (decision 77).
 */
export function PartnerNudge() {
  const { t } = useTranslation();
  const deviceId = useDeviceId();
  const votes = useStore(votesStore).length;
  const [alreadyShown] = useState(() => readItem(STORAGE_KEYS.partnerNudgeShown) === 'true');
  const [dismissed, setDismissed] = useState(false);
  const due = !alreadyShown && votes >= NUDGE_AFTER_VOTES;
  const members = useQuery({ ...familyQuery(deviceId), enabled: due }).data?.members;
  const visible = due && !dismissed && members !== undefined && members.length <= 1;

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
