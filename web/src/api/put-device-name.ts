import type { DeviceNameRequest, DeviceNameResponse } from '@name-swiper/contract/device';
import { deviceNameResponseSchema } from '@name-swiper/contract/device';
import { apiRequest } from './api-client';
import { requireParam } from './required-error';

/** PUT /device/name with the nameRequest body of spec §3. */
export function putDeviceName(
  deviceId: string | undefined,
  nameRequest: DeviceNameRequest | undefined,
): Promise<DeviceNameResponse> {
  const id = requireParam(deviceId, 'deviceId', 'putDeviceName');
  const body = requireParam(nameRequest, 'nameRequest', 'putDeviceName');
  return apiRequest('/device/name', deviceNameResponseSchema, {
    method: 'PUT',
    query: { deviceId: id },
    body,
  });
}
