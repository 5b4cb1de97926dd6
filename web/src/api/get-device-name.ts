import type { DeviceNameResponse } from '@name-swiper/contract/device';
import { deviceNameResponseSchema } from '@name-swiper/contract/device';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from './api-client';
import { requireParam } from './required-error';

/** GET /device/name: the display name family members see (null until set). */
export function getDeviceName(deviceId: string | undefined): Promise<DeviceNameResponse> {
  const id = requireParam(deviceId, 'deviceId', 'getDeviceName');
  return apiRequest('/device/name', deviceNameResponseSchema, { query: { deviceId: id } });
}

export function useDeviceName(deviceId: string) {
  return useQuery({ queryKey: ['device-name', deviceId], queryFn: () => getDeviceName(deviceId) });
}
