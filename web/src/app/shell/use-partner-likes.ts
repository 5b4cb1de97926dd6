import { USER_DESTINATIONS } from '@name-swiper/contract/constants';
import { useEffect } from 'react';
import { realtimeClient } from '../../api/realtime/realtime-client';
import { partnerLikeMessageSchema } from '../../api/wire-schemas';
import { dealPartnerLike } from '../../features/swipe/deck/use-deck';

/**
 * On every screen: a name a partner just liked (/user/queue/partner-like, decision 74) goes into the deck held for
 * swiping, a few cards ahead, where its filters would deal it.
 */
export function usePartnerLikes(): void {
  useEffect(
    () => realtimeClient.subscribe(USER_DESTINATIONS.partnerLike, partnerLikeMessageSchema, dealPartnerLike),
    [],
  );
}
