import { signParams, signatureParams } from '@moyue/contracts/signing';

export interface Device {
  DeviceToken: string;
  DeviceKey: string;
}

export async function bindDevice(baseUrl: string): Promise<Device> {
  const response = await fetch(`${baseUrl}/v1/api/device/bind`, { method: 'POST' });
  const body = (await response.json()) as { Success: boolean; Data: Device };
  if (!body.Success) throw new Error('device bind failed');
  return body.Data;
}

/** One signed call the way the web client makes it; resolves to the parsed envelope. */
export async function signedCall(
  baseUrl: string,
  device: Device,
  method: 'GET' | 'POST',
  path: string,
  params: Record<string, string> = {},
): Promise<{ Success: boolean; Data: unknown }> {
  const signed = await signParams(device.DeviceKey, method, path, {
    ...signatureParams({ deviceToken: device.DeviceToken, path, appVersion: 'bench' }),
    ...params,
  });
  const query = new URLSearchParams(signed).toString();
  const response =
    method === 'GET'
      ? await fetch(`${baseUrl}${path}?${query}`)
      : await fetch(`${baseUrl}${path}`, {
          method,
          body: query,
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
        });
  return (await response.json()) as { Success: boolean; Data: unknown };
}
