import type { NameItem } from '@name-swiper/contract/names';
import { createAdItem } from '../../../ads/ad-item';
import { adsActive, isAdDraw } from '../../../ads/ads';
import type { DeckItem } from '../../../stores/undo-history-store';
import { sameName, spellingIds } from './spellings';

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
  /** The ids of every spelling dealt (or waiting): a name's card is dealt once, whatever spelling it shows. */
  const seen = new Set<string>();
  const wasSeen = (name: NameItem) => spellingIds(name).some((id) => seen.has(id));
  const markSeen = (name: NameItem) => spellingIds(name).forEach((id) => seen.add(id));
  const voted = (name: NameItem) => spellingIds(name).some(isVoted);
  let drawCount = 0;
  let exhausted = false;
  let refilling: Promise<void> | undefined;
  let answered = false;
  /** Whether the buffer holds the saved batch, whose names count as seen only once dealt. */
  let provisional = false;
  /** The family's names as last listed, so that one listed since is dealt next (decision 98). */
  let followed = new Set<string>();

  const dealSaved = (names: NameItem[]) => {
    if (answered) {
      return;
    }
    buffer = names.filter((name) => !voted(name));
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
          buffer = buffer.filter(wasSeen);
          provisional = false;
        }
        const fresh = names.filter((name) => !wasSeen(name) && !voted(name));
        fresh.forEach(markSeen);
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
        markSeen(name);
      }
      refillIfLow();
      return name;
    },
    /** Puts a name back in front (undo pushes the card that was next back into the queue). */
    putBack(item: DeckItem): void {
      if ('id' in item) {
        buffer = [item, ...buffer.filter((name) => !sameName(name, item))];
      }
    },
    /** Takes out the card of a name, in whatever spelling it shows. */
    remove(nameId: string): void {
      buffer = buffer.filter((name) => !spellingIds(name).includes(nameId));
      refillIfLow();
    },
    /** Shows a waiting card in another of its spellings (the list view's choice). */
    replace(item: NameItem): void {
      buffer = buffer.map((name) => (sameName(name, item) ? item : name));
    },
    /**
     * Follows the family's own names (decision 62) and picks (decision 98) as the server lists them: a removed one
     * leaves the queue, and a new one goes to the front, whether it was waiting further down (a catalogue name) or
     * the server deals it for this deck's filters.
     */
    async followFamilyNames(listed: readonly string[]): Promise<void> {
      const fresh = new Set(listed.filter((id) => !followed.has(id)));
      followed = new Set(listed);
      buffer = buffer.filter((name) => !name.addedByFamily || listed.includes(name.id));
      const waiting = buffer.filter((name) => fresh.has(name.id));
      if (waiting.length > 0) {
        buffer = [...waiting, ...buffer.filter((name) => !fresh.has(name.id))];
        onRefilled?.();
      }
      if (listed.every((id) => seen.has(id) || isVoted(id))) {
        return;
      }
      try {
        const fresh = (await fetchNames()).filter(
          (name) => name.addedByFamily && !wasSeen(name) && !voted(name),
        );
        fresh.forEach(markSeen);
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
      const waiting = buffer.find((queued) => sameName(queued, name));
      if ((wasSeen(name) && !waiting) || voted(name)) {
        return;
      }
      const others = buffer.filter((queued) => !sameName(queued, name));
      const at = Math.min(PARTNER_LIKE_PLACE - 1, others.length);
      // A card already waiting keeps the spelling it shows (the parent's own places chose it).
      buffer = [...others.slice(0, at), waiting ?? name, ...others.slice(at)];
      markSeen(name);
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
