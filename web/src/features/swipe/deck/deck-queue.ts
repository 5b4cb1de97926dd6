import type { NameItem } from '@name-swiper/contract/names';
import { createAdItem } from '../../../ads/ad-item';
import { adsActive, isAdDraw } from '../../../ads/ads';
import type { DeckItem } from '../../../stores/undo-history-store';

export interface DeckQueueOptions {
  /** Fetches the next batch of unvoted names; may return names the queue has already seen. */
  fetchNames: () => Promise<NameItem[]>;
  /** The batch kept from an earlier visit: dealt at once while the first fetch is on its way. */
  savedNames?: () => Promise<NameItem[]>;
  /** Names already voted on locally (the server may not have them yet). */
  isVoted?: (nameId: string) => boolean;
  /** Refill when this many names or fewer are left, so a swipe never waits for the network. */
  lowWater?: number;
  /** Called after every refill, so the deck can fill empty slots and the list view can grow. */
  onRefilled?: () => void;
  /** Whether ad cards are dealt (off in Settings, or the ad SDK failed to start). */
  showAds?: () => boolean;
}

/**
 * A partner's fresh like is dealt as this name of the queue: right after the card behind the one on screen and
 * one more, soon but not at once, so the card that follows a partner's swipe does not give the like away.
 */
export const PARTNER_LIKE_PLACE = 2;

/**
 * The names waiting to be dealt (spec §4 Queue): every 5th draw is an ad, and the buffer refills from the
 * server before it runs dry. Names are dealt once per queue, whatever the server sends again. On a return visit
 * the saved batch fills the buffer until the server's first answer takes the place of its undealt names.
 */
export function createDeckQueue({
  fetchNames,
  savedNames,
  isVoted = () => false,
  lowWater = 10,
  onRefilled,
  showAds = adsActive,
}: DeckQueueOptions) {
  let buffer: NameItem[] = [];
  const seen = new Set<string>();
  let drawCount = 0;
  let exhausted = false;
  let refilling: Promise<void> | undefined;
  let answered = false;
  /** Whether the buffer holds the saved batch, whose names count as seen only once dealt. */
  let provisional = false;

  const dealSaved = (names: NameItem[]) => {
    if (answered) {
      return;
    }
    buffer = names.filter((name) => !isVoted(name.id));
    provisional = buffer.length > 0;
    if (provisional) {
      onRefilled?.();
    }
  };

  const refill = (): Promise<void> => {
    if (refilling) {
      return refilling;
    }
    if (exhausted) {
      return Promise.resolve();
    }
    if (!answered && savedNames) {
      savedNames()
        .then(dealSaved)
        .catch((error: unknown) => console.warn('[deck] the saved deck could not be read', error));
    }
    refilling = fetchNames()
      .then((names) => {
        if (provisional) {
          buffer = buffer.filter((name) => seen.has(name.id));
          provisional = false;
        }
        const fresh = names.filter((name) => !seen.has(name.id) && !isVoted(name.id));
        fresh.forEach((name) => seen.add(name.id));
        buffer = [...buffer, ...fresh];
        exhausted = fresh.length === 0;
      })
      .catch(() => {
        exhausted = true;
        provisional = false;
      })
      .finally(() => {
        answered = true;
        refilling = undefined;
        onRefilled?.();
      });
    return refilling;
  };

  const refillIfLow = () => {
    if (buffer.length <= lowWater) {
      void refill();
    }
  };

  return {
    refill,
    /** The next item to deal: an ad on every 5th draw while names remain (and ads are on), else the next name. */
    draw(): DeckItem | undefined {
      if (buffer.length === 0) {
        refillIfLow();
        return undefined;
      }
      drawCount += 1;
      if (isAdDraw(drawCount) && showAds()) {
        return createAdItem(drawCount);
      }
      const [name, ...rest] = buffer;
      buffer = rest;
      if (name) {
        seen.add(name.id);
      }
      refillIfLow();
      return name;
    },
    /** Puts a name back in front (undo pushes the card that was next back into the queue). */
    putBack(item: DeckItem): void {
      if ('id' in item) {
        buffer = [item, ...buffer.filter((name) => name.id !== item.id)];
      }
    },
    remove(nameId: string): void {
      buffer = buffer.filter((name) => name.id !== nameId);
      refillIfLow();
    },
    /**
     * Follows the family's own names (decision 62) as the server lists them: a removed one leaves the queue, and a
     * new one the server deals for this deck's filters goes to the front.
     */
    async followFamilyNames(listed: readonly string[]): Promise<void> {
      buffer = buffer.filter((name) => !name.addedByFamily || listed.includes(name.id));
      if (listed.every((id) => seen.has(id) || isVoted(id))) {
        return;
      }
      try {
        const fresh = (await fetchNames()).filter(
          (name) => name.addedByFamily && !seen.has(name.id) && !isVoted(name.id),
        );
        fresh.forEach((name) => seen.add(name.id));
        buffer = [...fresh, ...buffer];
        if (fresh.length > 0) {
          exhausted = false;
          onRefilled?.();
        }
      } catch (error) {
        console.warn('[deck] the family names could not be dealt', error);
      }
    },
    /**
     * A partner's fresh like (decision 74): dealt as the PARTNER_LIKE_PLACE-th name from now, moved there if it is
     * already waiting; a name dealt before or voted on is left alone. The queue is reordered, never fetched again.
     */
    dealSoon(name: NameItem): void {
      const waiting = buffer.some((queued) => queued.id === name.id);
      if ((seen.has(name.id) && !waiting) || isVoted(name.id)) {
        return;
      }
      const others = buffer.filter((queued) => queued.id !== name.id);
      const at = Math.min(PARTNER_LIKE_PLACE - 1, others.length);
      buffer = [...others.slice(0, at), name, ...others.slice(at)];
      seen.add(name.id);
      exhausted = false;
      onRefilled?.();
    },
    /**
     * A name put to maybe that is due to come back (decision 86): the next name to deal, though it was dealt before;
     * nothing happens when it is already waiting.
     */
    bringBack(name: NameItem): void {
      if (buffer.some((queued) => queued.id === name.id)) {
        return;
      }
      buffer = [name, ...buffer];
      seen.add(name.id);
      exhausted = false;
      onRefilled?.();
    },
    names: (): readonly NameItem[] => buffer,
    isRefilling: () => refilling !== undefined,
    isExhausted: () => exhausted && buffer.length === 0,
    drawCount: () => drawCount,
  };
}

export type DeckQueue = ReturnType<typeof createDeckQueue>;
