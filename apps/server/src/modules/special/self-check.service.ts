import type { SelfCheckData } from '@moyue/contracts/api/special';
import { formatSignTimestamp } from '@moyue/contracts/signing';

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

  async check(request: {
    ip: string;
    deviceRecognised: boolean;
    loggedIn: boolean;
  }): Promise<SelfCheckData> {
    const at = this.now();
    const organizationId = await this.networks.recogniseByIp(request.ip);
    return {
      ServerTime: formatSignTimestamp(at),
      ServerTimestamp: at.getTime(),
      Ip: request.ip,
      Organization:
        organizationId === null
          ? null
          : { Id: organizationId, Title: await this.networks.titleOf(organizationId) },
      DeviceRecognised: request.deviceRecognised,
      SignatureWindowSeconds: this.signatureWindowSeconds,
      LoggedIn: request.loggedIn,
    };
  }
}
