import { ConnectionQuota } from './connection-quota';
import { UpgradeRateLimit } from './upgrade-rate-limit';

export interface AdmissionLimits {
  /** Open WebSockets on this server. */
  readonly maxOpenSockets: number;
  /** Open WebSockets per client address; 0 = no limit. */
  readonly maxSocketsPerIp: number;
  /** Upgrade requests per client address per minute; 0 = no limit. */
  readonly upgradesPerIpPerMinute: number;
  /** Open sessions per authenticated principal. */
  readonly maxSessionsPerPrincipal: number;
}

export type Admission =
  | { readonly admitted: true; readonly release: () => void }
  | { readonly admitted: false; readonly status: 429 | 503 };

const NO_LIMIT = Number.POSITIVE_INFINITY;

/**
 * The budgets an upgrade must fit before a WebSocket is accepted: upgrades per minute and open sockets per
 * client address, open sockets on the server, and open sessions per principal. An admitted upgrade holds a slot
 * of each until `release` (called when its TCP socket closes, however the handshake or session ended).
 */
export class UpgradeAdmission {
  private open = 0;
  private readonly upgrades: UpgradeRateLimit | undefined;
  private readonly perAddress: ConnectionQuota;
  private readonly perPrincipal: ConnectionQuota;

  constructor(private readonly limits: AdmissionLimits) {
    this.upgrades =
      limits.upgradesPerIpPerMinute > 0 ? new UpgradeRateLimit(limits.upgradesPerIpPerMinute) : undefined;
    this.perAddress = new ConnectionQuota(limits.maxSocketsPerIp || NO_LIMIT);
    this.perPrincipal = new ConnectionQuota(limits.maxSessionsPerPrincipal);
  }

  get openSockets(): number {
    return this.open;
  }

  admit(addressKey: string, principal: string): Admission {
    if (this.upgrades?.take(addressKey) === false) {
      return { admitted: false, status: 429 };
    }
    if (this.open >= this.limits.maxOpenSockets) {
      return { admitted: false, status: 503 };
    }
    const releaseAddress = this.perAddress.acquire(addressKey);
    if (releaseAddress === undefined) {
      return { admitted: false, status: 429 };
    }
    const releasePrincipal = this.perPrincipal.acquire(principal);
    if (releasePrincipal === undefined) {
      releaseAddress();
      return { admitted: false, status: 429 };
    }
    this.open += 1;
    let released = false;
    return {
      admitted: true,
      release: () => {
        if (released) {
          return;
        }
        released = true;
        this.open -= 1;
        releaseAddress();
        releasePrincipal();
      },
    };
  }
}
