import { Navigate } from 'react-router';
import { readStorage, STORAGE_KEYS } from '../shared/lib/storage.ts';

/** The feed group opened when none was chosen before. */
export const DEFAULT_FEED_GROUP = 'physical_transformation';

/** The home view: the feed of the last chosen tab (currentTab), else Physical Transformation. */
export function HomeRedirect() {
  const tab = readStorage(STORAGE_KEYS.currentTab) || DEFAULT_FEED_GROUP;
  return <Navigate to={`/listnews/${encodeURIComponent(tab)}`} replace />;
}
