import { mainSite, type ClientInfo, type UserInfo } from '@app/contract';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../shared/lib/api-client.ts';
import { clientInfoKeys } from '../../shared/lib/query-keys.ts';
import { mainSiteUrl } from '../../shared/lib/runtime-config.ts';

/**
 * Whether the Store link shows: the flow says so, or else the main site's client info does
 * (asked only when the flow does not say so).
 */
export function useShopAvailable(user: UserInfo): boolean {
  const fromFlow = Boolean(user.flow?.shop_icon_status || user.flow?.settings.shop_icon_status);
  const clientInfo = useQuery({
    queryKey: clientInfoKeys.of(user.pk),
    queryFn: ({ signal }) =>
      apiRequest<ClientInfo>(mainSiteUrl(mainSite.clientInfo), {
        signal,
        handleErrors: false,
      }),
    enabled: !fromFlow,
    staleTime: Infinity,
    retry: false,
  });
  return fromFlow || clientInfo.data?.shop_icon_status === true;
}
