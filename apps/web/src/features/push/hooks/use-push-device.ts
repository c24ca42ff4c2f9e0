import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { readPushDevice, turnPushOff, turnPushOn } from '../lib/push-device.ts';

/** The device's push state, read afresh each time the settings open and on coming back to the tab. */
export const pushDeviceQueryOptions = queryOptions({
  queryKey: ['push', 'device'] as const,
  queryFn: readPushDevice,
  staleTime: 0,
  gcTime: 0,
  retry: false,
});

/** The state of push on this device and the switch's action (true: on). */
export function usePushDevice() {
  const queryClient = useQueryClient();
  const device = useQuery(pushDeviceQueryOptions);
  const toggle = useMutation({
    mutationFn: (on: boolean) => (on ? turnPushOn() : turnPushOff()),
    onSuccess: (state) => queryClient.setQueryData(pushDeviceQueryOptions.queryKey, state),
    // After a failure the switch shows what the browser really holds.
    onError: () => queryClient.invalidateQueries({ queryKey: pushDeviceQueryOptions.queryKey }),
  });
  return { device, toggle };
}
