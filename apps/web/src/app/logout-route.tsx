import { LogoutPage } from '../features/auth/components/logout-page.tsx';
import { forgetPushSubscription } from '../features/push/lib/forget-push-subscription.ts';

/** `#/logout/`: signing out also stops this browser's push notifications of the user. */
export function LogoutRoute() {
  return <LogoutPage beforeLeaving={forgetPushSubscription} />;
}
