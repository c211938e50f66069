import type { DeviceBindData } from '@moyue/contracts/api/platform';

export const presentDeviceBinding = (device: { token: string; key: string }): DeviceBindData => ({
  DeviceToken: device.token,
  DeviceKey: device.key,
});
