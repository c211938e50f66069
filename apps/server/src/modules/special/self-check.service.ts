import type { SelfCheckData } from '@moyue/contracts/api/special';
import { formatSignTimestamp } from '@moyue/contracts/signing';
import type { Viewer } from '../../platform/session.ts';

/** What the self-check asks the organizations module. */
export interface NetworkRecognition {
  recogniseByIp(ip: string): Promise<number | null>;
  titleOf(organizationId: number): Promise<string>;
}

/**
 * /test: what the server sees of a signed call — the device it recognised
 * (the signature held), the address, the institution of that network, the
 * session and its own clock (the page computes the skew).
 */
export class SelfCheckService {
  constructor(
    private readonly networks: NetworkRecognition,
    private readonly signatureWindowSeconds: number,
    private readonly now: () => Date = () => new Date(),
  ) {}

  /** The device is recognised when it signed the call; logged in when a session came with it. */
  async check(viewer: Viewer): Promise<SelfCheckData> {
    const at = this.now();
    const organizationId = await this.networks.recogniseByIp(viewer.ip);
    return {
      ServerTime: formatSignTimestamp(at),
      ServerTimestamp: at.getTime(),
      Ip: viewer.ip,
      Organization:
        organizationId === null
          ? null
          : { Id: organizationId, Title: await this.networks.titleOf(organizationId) },
      DeviceRecognised: viewer.deviceId !== null,
      SignatureWindowSeconds: this.signatureWindowSeconds,
      LoggedIn: viewer.userId !== null,
    };
  }
}
