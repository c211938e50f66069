import { eq } from 'drizzle-orm';
import { devices } from '../../db/schema/devices.ts';
import type { Executor } from '../../platform/db.ts';

export interface DeviceRow {
  id: number;
  token: string;
  deviceKey: string;
}

/** SQL of the devices table. */
export class DeviceRepository {
  constructor(private readonly db: Executor) {}

  async insert(input: {
    token: string;
    deviceKey: string;
    title: string;
    promotionCode: string | null;
    ip: string | null;
  }): Promise<DeviceRow> {
    const [row] = await this.db
      .insert(devices)
      .values({
        token: input.token,
        deviceKey: input.deviceKey,
        title: input.title,
        promotionCode: input.promotionCode,
        createdIp: input.ip,
      })
      .returning({ id: devices.id, token: devices.token, deviceKey: devices.deviceKey });
    if (!row) throw new Error('device insert returned nothing');
    return row;
  }

  async findByToken(token: string): Promise<DeviceRow | null> {
    const [row] = await this.db
      .select({ id: devices.id, token: devices.token, deviceKey: devices.deviceKey })
      .from(devices)
      .where(eq(devices.token, token))
      .limit(1);
    return row ?? null;
  }
}
