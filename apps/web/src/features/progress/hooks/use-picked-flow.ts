import { useNavigate, useParams } from 'react-router';
import { parseFlowId, progressPath } from '../lib/progress-url.ts';

export interface PickedFlow {
  /** The flow in the path; null when none is picked yet. */
  flowId: number | null;
  /** The path names something that is not a flow id. */
  invalid: boolean;
  /** Shows another flow: a new history entry, so Back returns to the previous one. */
  pick: (flowId: number) => void;
}

/** The flow picked in `/editor/progress/:flowId`; picking one changes the path. */
export function usePickedFlow(): PickedFlow {
  const { flowId: segment } = useParams();
  const navigate = useNavigate();
  const flowId = segment === undefined ? null : parseFlowId(segment);
  return {
    flowId,
    invalid: segment !== undefined && flowId === null,
    pick: (next) => void navigate(progressPath(next)),
  };
}
